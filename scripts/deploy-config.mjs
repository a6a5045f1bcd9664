// Writes deploy/nginx.conf from src/build-time/hosting-policy.mjs and the build in dist/. Run after `astro build` when the policy, the
// site's address or its 404 pages change; `--check` only compares. What follows the content is written by the build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployConfigs } from '../src/build-time/hosting.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const stale = [];
for (const [file, text] of Object.entries(deployConfigs(join(root, 'dist')))) {
  const path = join(root, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(file);
  else {
    writeFileSync(path, text);
    console.log(`deploy-config: wrote ${file}`);
  }
}
if (stale.length) {
  console.error(`deploy-config: out of date with the build: ${stale.join(', ')}. Run npm run deploy:config.`);
  process.exit(1);
}
