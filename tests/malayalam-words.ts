import { readFileSync, readdirSync } from 'node:fs';

// Shared by tests/build/fonts.test.ts and tests/e2e/fonts.spec.ts, which check the cut Malayalam font files
// (src/integrations/glyph-cut.ts) against Fontsource's.

/**
 * Every Malayalam word the built site can show, with its joiners: the Malayalam pages (text, placeholders, labels),
 * the forms' messages and the scripts' words.
 */
export function malayalamWords(dist = 'dist'): string[] {
  const files = [
    `${dist}/ml.html`,
    ...readdirSync(`${dist}/ml`, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => `${dist}/ml/${f}`),
    ...readdirSync(`${dist}/forms`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${dist}/forms/${f}`),
    ...readdirSync(`${dist}/_astro`)
      .filter((f) => f.endsWith('.js'))
      .map((f) => `${dist}/_astro/${f}`),
  ];
  return [...new Set(files.flatMap((f) => readFileSync(f, 'utf8').match(/[\u0d00-\u0d7f\u200c\u200d]+/g) ?? []))];
}

/** Fontsource's file that a cut file of the build was made from. */
export const fontsourceFile = (cut: string) =>
  `node_modules/@fontsource/noto-sans-malayalam/files/${cut.replace(/\.[\w-]+\.woff2$/, '.woff2')}`;
