import { readFileSync, readdirSync } from 'node:fs';
import { boldSelectors, boldText, isBoldFace } from '../src/integrations/bold-text';

// Shared by tests/build/fonts.test.ts and tests/e2e/fonts.spec.ts, which check the cut Malayalam font files
// (src/integrations/glyph-cut.ts) against Fontsource's.

const malayalam = /[\u0d00-\u0d7f\u200c\u200d]+/g;

/** The Malayalam words of these texts, once each, with their joiners. */
export const wordsOf = (texts: string[]): string[] => [...new Set(texts.flatMap((t) => t.match(malayalam) ?? []))];

const listed = (dir: string, ext: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => `${dir}/${f}`);

/** The build's stylesheets, as one text. */
export const stylesheets = (dist = 'dist'): string =>
  listed(`${dist}/_astro`, '.css')
    .map((f) => readFileSync(f, 'utf8'))
    .join('');

/** The Malayalam pages of the build. */
export const malayalamPages = (dist = 'dist'): string[] => [`${dist}/ml.html`, ...listed(`${dist}/ml`, '.html')];

/** The forms' props (both languages) and the scripts: text the browser shows only once a script writes it. */
export const scriptedTexts = (dist = 'dist'): string[] =>
  [...listed(`${dist}/forms`, '.json'), ...listed(`${dist}/ml/forms`, '.json'), ...listed(`${dist}/_astro`, '.js')].map(
    (f) => readFileSync(f, 'utf8'),
  );

/**
 * Every Malayalam word the built site can show, with its joiners: the Malayalam pages (text, placeholders, labels),
 * the forms' messages and the scripts' words. With `mayBeBold`, the words the bold file is cut to: of the pages, only
 * the text the site's styles may draw bold (src/integrations/bold-text.ts).
 */
export function malayalamWords(dist = 'dist', { mayBeBold = false } = {}): string[] {
  const selectors = boldSelectors(stylesheets(dist));
  const pages = malayalamPages(dist).map((f) => readFileSync(f, 'utf8'));
  return wordsOf([...(mayBeBold ? pages.flatMap((html) => boldText(html, selectors)) : pages), ...scriptedTexts(dist)]);
}

/** Fontsource's file that a cut file of the build was made from. */
export const fontsourceFile = (cut: string) =>
  `node_modules/@fontsource/noto-sans-malayalam/files/${cut.replace(/\.[\w-]+\.woff2$/, '.woff2')}`;

/** Whether a cut file is the bold one, which holds only the words that may be drawn bold. */
export const isBoldFile = isBoldFace;
