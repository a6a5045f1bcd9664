// An inline script of a page is written as a typed source file in src/scripts/inline/ and imported with ?raw; this
// compiles it, with what it imports from src/lib, to the small plain script the page carries. The
// Content-Security-Policy hashes the result from the build (src/build-time/built-site.mjs), so no hash is written by hand.
import { resolve } from 'node:path';
import { buildSync } from 'esbuild';

export const inlineScript = (source: string) =>
  buildSync({
    // Imports are resolved from the inline scripts' folder, '@/' through tsconfig.json's paths, as in the site.
    stdin: { contents: source, loader: 'ts', resolveDir: resolve('src/scripts/inline') },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
  }).outputFiles[0]!.text.trim();
