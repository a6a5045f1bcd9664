// The editor's settings (src/admin/config.yml), with what is the clinic's own filled in from its content: the
// repository the editor saves to, its branch, and the site's address.
import type { APIRoute } from 'astro';
import { parseDocument } from 'yaml';
import { clinic } from '@/content';
import settings from '../../admin/config.yml?raw';

export const GET: APIRoute = () => {
  const config = parseDocument(settings);
  config.setIn(['backend', 'repo'], clinic.editor.repository);
  config.setIn(['backend', 'branch'], clinic.editor.branch);
  config.set('site_url', clinic.siteUrl);
  config.set('display_url', clinic.siteUrl);
  return new Response(config.toString({ lineWidth: 0, flowCollectionPadding: false }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
};
