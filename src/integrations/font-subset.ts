// Cuts the web font files down to what the site draws with them: the characters of its pages, its forms' messages
// and scripts, plus (for Inter) all of printable ASCII for what visitors type, and the weights its stylesheet uses.
// - Inter's Latin file (variable) is on the first paint of every English page: 48 KB as Fontsource ships it, about
//   21 KB cut. A character outside the cut (a name with an accent typed into a form) is drawn in the fallback font,
//   whose metrics match.
// - Noto Sans Malayalam's two files (regular and bold) are fetched only where the font is not installed (most
//   phones have it): 24 KB each as Fontsource ships them, about 11 KB cut to the glyphs the site's Malayalam text is
//   shaped with (./glyph-cut.ts): its letters, and the conjuncts and vowel-sign forms its words make of them. The
//   bold file only needs the text the site's styles may draw bold (./bold-text.ts), and the words of the forms and
//   scripts: 10.5 KB. A letter typed into a form that the cut lacks is drawn in the installed Malayalam font (Noto
//   Sans Malayalam Fallback in src/layouts/MalayalamFont.astro), as is all Malayalam where Noto is installed; a typed
//   conjunct the pages never use is written with the visible virama.
// Each file gets a new fingerprinted name, and every stylesheet and page that names it follows. It must run before
// the critical CSS is inlined (astro.config.mjs).
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { convert } from 'fontverter';
import { boldSelectors, boldText, isBoldFace } from './bold-text';
import { contentHash } from './fingerprint';
import { glyphsOf, runsOf, subsetToGlyphs } from './glyph-cut';
import { inUnicodeRange } from './unicode-range';

/** Fontsource's files the site ships, as Vite names them in the build: Inter Variable's Latin subset, variable in
 * weight, cut to characters; Noto Sans Malayalam's Malayalam subset in two static weights, cut to the glyphs the
 * Malayalam pages' text is shaped with. */
const webFonts = [
  { file: /^inter-latin-wght-normal\.[\w-]+\.woff2$/, variable: true },
  { file: /^noto-sans-malayalam-malayalam-\d+-normal\.[\w-]+\.woff2$/, variable: false, shapedAs: 'ml' },
];

/** The unicode-range of the @font-face rules that name a font file, in the built pages and stylesheets. */
export function unicodeRangeOf(texts: string[], font: string): string {
  for (const text of texts)
    for (const [face] of text.matchAll(/@font-face\s*\{[^}]*\}/g))
      if (face.includes(`/_astro/${font}`)) {
        const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
        if (range) return range.trim();
      }
  throw new Error(`font-subset: no @font-face with a unicode-range names ${font}`);
}

/**
 * Printable ASCII, the punctuation copy is likely to gain, and the joiners Malayalam spelling uses, kept whatever the
 * pages say today.
 */
const always =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') + '\u00a0‘’“”–—…·•©®™€₹×→←\u200c\u200d';

/** Every character of the built text files, once. */
export function charactersOf(texts: string[]): string {
  const chars = new Set(always);
  for (const text of texts) for (const char of text) chars.add(char);
  return [...chars].join('');
}

/**
 * The weight range the stylesheet asks for: its font-weight declarations and --font-weight-* tokens, outside
 * @font-face rules. 400 to 700 today (normal, medium, semibold, bold).
 */
export function weightRange(css: string): { min: number; max: number } {
  const rules = css.replace(/@font-face\s*\{[^}]*\}/g, '');
  const weights = [...rules.matchAll(/(?:font-weight|--font-weight-[\w-]+)\s*:\s*(\d{3})\b/g)].map((m) => Number(m[1]));
  // Unstyled text is 400, and <b>/<strong> are "bolder": 700.
  weights.push(400, 700);
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f));

export default function fontSubset(): AstroIntegration {
  return {
    name: 'font-subset',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, '_astro');
        const fonts = webFonts.flatMap(({ file, variable, shapedAs }) => {
          const found = readdirSync(assets).filter((f) => file.test(f));
          if (found.length === 0) throw new Error(`font-subset: no font file ${file} in the build`);
          return found.map((font) => ({ font, variable, shapedAs }));
        });
        const textFiles = files(root).filter((f) => /\.(html|json|js|css|webmanifest)$/.test(f));
        const css = textFiles
          .filter((f) => f.endsWith('.css'))
          .map((f) => readFileSync(f, 'utf8'))
          .join('');
        const read = textFiles.filter((f) => !f.endsWith('.css')).map((f) => ({ f, text: readFileSync(f, 'utf8') }));
        const texts = read.map(({ text }) => text);
        // What a bold face can draw: the pages' text that may be bold, and the scripts' and forms' words whole.
        const selectors = boldSelectors(css);
        const boldTexts = read.flatMap(({ f, text }) => (f.endsWith('.html') ? boldText(text, selectors) : [text]));
        const text = charactersOf(texts);
        const weights = weightRange(css);
        const renamed: [string, string][] = [];
        for (const { font, variable, shapedAs } of fonts) {
          const original = readFileSync(join(assets, font));
          let cut: Buffer;
          let what: string;
          if (shapedAs) {
            const range = unicodeRangeOf(texts, font);
            const bold = isBoldFace(font);
            const drawn = bold ? boldTexts : texts;
            const runs = runsOf(drawn, range);
            const ttf = await convert(original, 'truetype');
            const glyphs = glyphsOf(ttf, runs, shapedAs);
            // The characters the face draws, and the space: HarfBuzz draws a joiner (ZWNJ, ZWJ) as the font's space
            // glyph, made invisible, and finds that glyph through the space character.
            const codes = [...charactersOf(drawn)]
              .map((c) => c.codePointAt(0)!)
              .filter((code) => code === 0x20 || inUnicodeRange(range, code));
            cut = await convert(Buffer.from(await subsetToGlyphs(ttf, codes, glyphs)), 'woff2');
            what = `${glyphs.size} glyphs shaping ${runs.size} runs of ${bold ? 'the text that may be bold' : 'text'}`;
          } else {
            cut = await subsetFont(original, text, {
              targetFormat: 'woff2',
              ...(variable && { variationAxes: { wght: weights } }),
            });
            what = `${[...text].length} characters${variable ? `, weights ${weights.min}–${weights.max}` : ''}`;
          }
          const name = font.replace(/\.[\w-]+\.woff2$/, `.${contentHash(cut)}.woff2`);
          writeFileSync(join(assets, name), cut);
          unlinkSync(join(assets, font));
          renamed.push([font, name]);
          logger.info(
            `${font} → ${name}: ${(original.length / 1024).toFixed(1)} → ${(cut.length / 1024).toFixed(1)} KB, ${what}`,
          );
        }
        // Every stylesheet and page names the new files. A variable face now covers those weights only; its
        // unicode-range stays, so that the browser still picks it.
        for (const file of textFiles.filter((f) => /\.(html|css)$/.test(f))) {
          const before = readFileSync(file, 'utf8');
          let after = before;
          for (const [font, name] of renamed) {
            const face = new RegExp(
              `(@font-face\\s*\\{[^}]*?)font-weight:\\s*\\d+\\s+\\d+([^}]*/_astro/${font.replace(/\./g, '\\.')})`,
              'g',
            );
            after = after
              .replace(face, `$1font-weight:${weights.min} ${weights.max}$2`)
              .replaceAll(`/_astro/${font}`, `/_astro/${name}`);
          }
          if (after !== before) writeFileSync(file, after);
        }
      },
    },
  };
}
