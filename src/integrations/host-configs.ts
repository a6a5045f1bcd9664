// The host configs that change with the content, written beside the pages by every build, so that a change saved at
// /admin and built by the host is served with headers that match it: nginx's Content-Security-Policy (the hashes of
// the pages' inline styles, which follow each page's critical CSS and its photos), and Netlify's and Cloudflare's
// _headers and _redirects (which also name every page). deploy/nginx.conf includes the first; src/build-time/hosting.mjs
// renders all three from src/build-time/hosting-policy.mjs. With them, the site's names for nginx and what the
// server's report reads of the content (how long its log is kept). After the others that write pages and files: they
// are final by then.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import { builtConfigs, renderReportSettings, reportSettingsFile } from '../build-time/hosting.mjs';
import { clinicFields } from '../model';
import { validate } from '../model/validate';

const clinicFile = 'src/content/clinic.yaml';

export default function hostConfigs(): AstroIntegration {
  return {
    name: 'host-configs',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const { counting } = validate(
          clinicFile,
          clinicFields.schema.pick({ counting: true }).passthrough(),
          parse(readFileSync(clinicFile, 'utf8')),
        );
        const files = Object.entries({
          ...builtConfigs(dist, counting.host),
          [reportSettingsFile]: renderReportSettings(counting),
        });
        for (const [file, text] of files) writeFileSync(join(dist, file), text);
        logger.info(`${files.map(([file]) => file.slice(1)).join(', ')} written`);
      },
    },
  };
}
