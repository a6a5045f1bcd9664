// Writes gzip and brotli copies beside every text file of the build, so nginx serves them without compressing
// on each request (gzip_static, brotli_static). CDNs ignore them and compress on their own.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|webmanifest|svg|xml|txt|ico)$/;
/** Below this size the saving does not pay for the extra file. */
const minBytes = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!compressible.test(file) || statSync(file).size < minBytes) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    count++;
  }
  return count;
}

/** Astro integration: precompresses dist/ once the build is written. */
export default function precompressIntegration() {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        logger.info(`${precompress(fileURLToPath(dir))} files precompressed (gzip, brotli)`);
      },
    },
  };
}
