import { readFileSync, readdirSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { openFont, shapeRun } from '../../src/integrations/glyph-cut';
import { readSite } from '../../deploy/site.mjs';
import { boldSelectors, boldText } from '../../src/integrations/bold-text';
import { fontsourceFile, isBoldFile, malayalamWords, stylesheets } from '../malayalam-words';

// The web font files are cut to what the site uses (src/integrations/font-subset.ts): Inter's Latin file must still
// hold every character an English page draws in it, in every weight the stylesheet asks for, and Noto Sans
// Malayalam's files every Malayalam character of the Malayalam pages, shaped exactly as Fontsource's files shape
// every Malayalam word the site shows; the bold file, every one the site's styles may draw bold.
const site = readSite('dist');
const fontFile = readdirSync('dist/_astro').find((f) => /^inter-latin-wght-normal\.[\w-]+\.woff2$/.test(f))!;
const malayalamFiles = readdirSync('dist/_astro').filter((f) =>
  /^noto-sans-malayalam-malayalam-\d+-normal\.[\w-]+\.woff2$/.test(f),
);

/** The code points a woff2 file maps to glyphs, and its weight axis. */
async function coverage(file: string) {
  const face = new Face(new Blob(await convert(readFileSync(file), 'truetype')));
  return { codes: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

/** The text of a page as a reader sees it, without markup, scripts or styles. */
const pageText = (file: string) =>
  readFileSync(`dist${file}`, 'utf8')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The characters of a page's text that the Latin face's unicode-range sends to this file. */
function latinText(file: string) {
  return [...new Set(pageText(file))].filter((c) => {
    const code = c.codePointAt(0)!;
    return (code >= 0x20 && code <= 0xff) || (code >= 0x2000 && code <= 0x206f && code !== 0x200c && code !== 0x200d);
  });
}

describe('the Latin font file', () => {
  test('is the cut one, and far smaller than Fontsource’s', () => {
    const bytes = readFileSync(`dist/_astro/${fontFile}`).length;
    const original = readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').length;
    expect(bytes).toBeLessThan(original * 0.6);
  });

  test('holds every character an English page draws with it, and all of printable ASCII', async () => {
    const { codes } = await coverage(`dist/_astro/${fontFile}`);
    const missing: string[] = [];
    for (let code = 0x20; code < 0x7f; code++) if (!codes.has(code)) missing.push(`ASCII ${String.fromCharCode(code)}`);
    for (const page of site.pages.filter((p) => !p.route.startsWith('/ml')))
      for (const char of latinText(page.file))
        if (!codes.has(char.codePointAt(0)!) && !/\s/.test(char))
          missing.push(`${page.route}: "${char}" U+${char.codePointAt(0)!.toString(16).toUpperCase()}`);
    expect(missing).toEqual([]);
  });

  test('covers the weights the stylesheet uses, 400 to 700, and the face says so', async () => {
    const { axes } = await coverage(`dist/_astro/${fontFile}`);
    expect(axes['wght']).toMatchObject({ min: 400, max: 700 });
    // The face is declared by each English page (src/integrations/critical-css.ts), not by the stylesheet.
    const page = readFileSync('dist/index.html', 'utf8');
    const face = [...page.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]).find((f) => f.includes(fontFile));
    expect(face).toMatch(/font-weight:\s*400 700/);
  });
});

describe('the Malayalam font files', () => {
  test('are the regular and the bold, cut, each far smaller than Fontsource’s', () => {
    expect(malayalamFiles.map((f) => f.replace(/\.[\w-]+\.woff2$/, ''))).toEqual([
      'noto-sans-malayalam-malayalam-400-normal',
      'noto-sans-malayalam-malayalam-700-normal',
    ]);
    for (const file of malayalamFiles) {
      const original = readFileSync(fontsourceFile(file)).length;
      expect(readFileSync(`dist/_astro/${file}`).length).toBeLessThan(original * 0.55);
    }
  });

  test('hold every Malayalam character a Malayalam page draws in their weight, and the joiners', async () => {
    const selectors = boldSelectors(stylesheets());
    const missing: string[] = [];
    for (const file of malayalamFiles) {
      const { codes } = await coverage(`dist/_astro/${file}`);
      for (const code of [0x200c, 0x200d]) if (!codes.has(code)) missing.push(`${file}: U+${code.toString(16)}`);
      for (const page of site.pages.filter((p) => p.route.startsWith('/ml')))
        for (const char of new Set(
          isBoldFile(file)
            ? boldText(readFileSync(`dist${page.file}`, 'utf8'), selectors).join(' ')
            : pageText(page.file),
        ))
          if (/[\u0d00-\u0d7f]/.test(char) && !codes.has(char.codePointAt(0)!))
            missing.push(`${file}, ${page.route}: "${char}" U+${char.codePointAt(0)!.toString(16).toUpperCase()}`);
    }
    expect(missing).toEqual([]);
  });

  test('shape every Malayalam word of the site as Fontsource’s files do: the same glyphs, in the same places', async () => {
    // Shaped as the browser shapes them, and as under letter-spacing. The bold file: every word that may be bold.
    const all = malayalamWords();
    const mayBeBold = malayalamWords('dist', { mayBeBold: true });
    expect(all.length).toBeGreaterThan(500);
    expect(mayBeBold.length).toBeGreaterThan(150);
    expect(mayBeBold.length).toBeLessThan(all.length * 0.6);
    const differ: string[] = [];
    for (const file of malayalamFiles) {
      const words = isBoldFile(file) ? mayBeBold : all;
      const fontsource = fontsourceFile(file);
      // One at a time: fontverter's conversions share memory, so each font is opened before the next converts.
      const full = openFont(await convert(readFileSync(fontsource), 'truetype'));
      const cut = openFont(await convert(readFileSync(`dist/_astro/${file}`), 'truetype'));
      // Glyph numbers differ between the files: each glyph is compared by its outline.
      const drawn = (font: typeof full, word: string, ligatures: boolean) =>
        shapeRun(font, word, 'ml', ligatures).map(
          (g) => `${font.glyphToPath(g.codepoint)} ${g.cluster} ${g.xAdvance} ${g.xOffset} ${g.yOffset}`,
        );
      for (const word of words)
        for (const ligatures of [true, false])
          if (drawn(cut, word, ligatures).join('|') !== drawn(full, word, ligatures).join('|'))
            differ.push(`${file}: ${word}${ligatures ? '' : ' (letter-spaced)'}`);
    }
    expect(differ).toEqual([]);
  });

  test('are cut to the site’s words: a conjunct no page uses is not in them', async () => {
    // ജ്ഞ (jña, as in ജ്ഞാനം) appears nowhere on the site; Fontsource's file draws it as one conjunct glyph, the
    // cut file as its letters with the visible virama.
    const html = site.pages.map((p) => readFileSync(`dist${p.file}`, 'utf8')).join('');
    expect(html).not.toContain('ജ്ഞ');
    const file = malayalamFiles[0]!;
    const fontsource = fontsourceFile(file);
    const glyphs = async (f: string) =>
      shapeRun(openFont(await convert(readFileSync(f), 'truetype')), 'ജ്ഞ', 'ml').length;
    expect(await glyphs(fontsource)).toBe(1);
    expect(await glyphs(`dist/_astro/${file}`)).toBeGreaterThan(1);
  });

  test('are the ones the Malayalam pages name', () => {
    for (const page of site.pages.filter((p) => p.route.startsWith('/ml'))) {
      const html = readFileSync(`dist${page.file}`, 'utf8');
      for (const file of malayalamFiles) expect(html, page.route).toContain(`/_astro/${file}`);
    }
  });
});
