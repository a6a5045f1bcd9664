// Writes gzip and brotli copies beside every text file of the build, so nginx serves them without compressing on
// each request (gzip_static, brotli_static). CDNs ignore them and compress on their own.
// - gzip by Zopfli (@gfx/zopfli): the same format any browser reads, about 4% smaller than zlib's level 9 (the
//   Malayalam home page: 13,826 B instead of 14,462), for about 15 s of CPU per build, spread over the machine's
//   cores (7–9 s on two). Browsers ask for gzip over plain HTTP, and where a server has no brotli.
// - brotli at quality 11, which browsers ask for over HTTPS.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

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

async function compressFiles(list) {
  for (const file of list) {
    const data = readFileSync(file);
    // Five iterations: more gain nothing measurable on these files.
    writeFileSync(`${file}.gz`, await gzipAsync(data, { numiterations: 5 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
  }
}

// A worker thread of precompress(): compresses the files it is given.
if (!isMainThread && workerData?.precompress) await compressFiles(workerData.precompress);

/** Writes the copies of every compressible file of `dir`, one worker thread per core; resolves to their count. */
export async function precompress(dir) {
  const list = [...files(dir)]
    .filter((file) => compressible.test(file) && statSync(file).size >= minBytes)
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const threads = Math.max(1, Math.min(availableParallelism(), list.length));
  // Dealt out largest first, in turn, so that the threads finish at about the same time.
  const shares = Array.from({ length: threads }, (_, i) => list.filter((_, j) => j % threads === i));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { precompress: share } });
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`precompress: worker exit ${code}`)),
          );
        }),
    ),
  );
  return list.length;
}

/** Astro integration: precompresses dist/ once the build is written. */
export default function precompressIntegration() {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const count = await precompress(fileURLToPath(dir));
        logger.info(
          `${count} files precompressed (gzip by Zopfli, brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
