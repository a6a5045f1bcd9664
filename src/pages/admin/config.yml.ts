// The editor's settings, made from the content model (src/model/editor-config.ts), with what is the clinic's own
// filled in from its content: the repository the editor saves to, its branch, and the site's address.
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { clinic } from '@/content';
import { editorConfig } from '@/model/editor-config';

export const GET: APIRoute = () =>
  new Response(
    stringify(editorConfig({ ...clinic.editor, siteUrl: clinic.siteUrl }), {
      lineWidth: 0,
      flowCollectionPadding: false,
      // Each setting written out where it applies, for a reader of the file: no anchors and aliases.
      aliasDuplicateObjects: false,
    }),
    { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } },
  );
