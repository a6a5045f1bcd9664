// An inline script of a page is written as a typed source file in src/scripts/inline/ and imported with ?raw; this
// compiles it to the small plain script the page carries. The Content-Security-Policy hashes the result from the build
// (deploy/site.mjs), so no hash is written by hand.
import { transformSync } from 'esbuild';

export const inlineScript = (source: string) =>
  transformSync(source, { loader: 'ts', format: 'iife', minify: true, target: 'es2020' }).code.trim();
