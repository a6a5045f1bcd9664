// The published site's stamp: the commit it was built from, and the repository and branch the editor saves to. The
// editor at /admin reads it to tell the clinic's staff whether their latest change is live
// (src/scripts/admin/publish-status.ts); under /admin, no cache keeps it (src/build-time/hosting-policy.mjs).
import type { APIRoute } from 'astro';
import { clinic } from '@/content';
import { builtFrom } from '@/build-time/built-from';

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ commit: builtFrom(), ...clinic.editor }), {
    headers: { 'Content-Type': 'application/json' },
  });
