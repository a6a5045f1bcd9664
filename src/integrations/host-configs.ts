// The host configs that change with the content, written beside the pages by every build, so that a change saved at
// /admin and built by the host is served with headers that match it: nginx's Content-Security-Policy (the hashes of
// the pages' inline styles, which follow each page's critical CSS and its photos), and Netlify's and Cloudflare's
// _headers and _redirects (which also name every page). deploy/nginx.conf includes the first; src/build-time/hosting.mjs
// renders all three from src/build-time/hosting-policy.mjs. After the others that write pages and files: they are final by then.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtConfigs } from '../build-time/hosting.mjs';

export default function hostConfigs(): AstroIntegration {
  return {
    name: 'host-configs',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const files = Object.entries(builtConfigs(dist));
        for (const [file, text] of files) writeFileSync(join(dist, file), text);
        logger.info(`${files.map(([file]) => file.slice(1)).join(', ')} written`);
      },
    },
  };
}
