// A brotli copy of every text file of the site, at brotli's highest quality, written beside it (about.html.br), which
// nginx sends as it is (brotli_static in deploy/nginx.conf) to a browser that accepts brotli: every browser of the
// site's visitors. Compressing once at build time can afford quality 11, which nginx cannot spend on every request;
// pages come out smaller than at the quality 6 nginx uses as it sends, enough for more of them to fit in the first
// round trip of a new connection (ten TCP segments, headers included). The editor's files are left as
// they are: its script is large, rarely loaded, and would cost every build seconds. Other hosts compress on their own
// and never serve these copies; nginx never serves them at their own address.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { adminPath } from '../build-time/hosting-policy.mjs';

const compress = promisify(brotliCompress);

/** Files a browser receives as text: what nginx compresses (deploy/nginx.conf's brotli_types) besides pages. */
export const isPrecompressed = (file: string) =>
  /\.(html|css|js|svg|xml|json|webmanifest|txt)$/.test(file) && !`/${file}`.startsWith(`${adminPath}/`);

export default function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter(isPrecompressed);
        await Promise.all(
          files.map(async (file) => {
            const text = await readFile(join(root, file));
            const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length };
            await writeFile(join(root, `${file}.br`), await compress(text, { params }));
          }),
        );
        logger.info(`${files.length} files compressed with brotli`);
      },
    },
  };
}
