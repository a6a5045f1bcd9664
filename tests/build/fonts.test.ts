import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import { readSite } from '../../deploy/site.mjs';

// The web font files are cut to what the site uses (src/integrations/font-subset.ts): Inter's Latin file must still
// hold every character an English page draws in it, in every weight the stylesheet asks for, and Noto Sans
// Malayalam's files every Malayalam character of the Malayalam pages.
const site = readSite('dist');
const fontFile = readdirSync('dist/_astro').find((f) => /^inter-latin-wght-normal\.[\w-]+\.woff2$/.test(f))!;
const malayalamFiles = readdirSync('dist/_astro').filter((f) =>
  /^noto-sans-malayalam-malayalam-\d+-normal\.[\w-]+\.woff2$/.test(f),
);

/** The code points a woff2 file maps to glyphs, and its weight axis. */
async function coverage(file: string) {
  // harfbuzzjs exports a promise of its API, as CommonJS.
  const hb = (await createRequire(import.meta.url)('harfbuzzjs')) as {
    createBlob(data: ArrayBuffer | Uint8Array): unknown;
    createFace(
      blob: unknown,
      index: number,
    ): { collectUnicodes(): Uint32Array; getAxisInfos(): Record<string, { min: number; max: number }> };
  };
  const face = hb.createFace(hb.createBlob(await convert(readFileSync(file), 'truetype')), 0);
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
    const css = readdirSync('dist/_astro')
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(`dist/_astro/${f}`, 'utf8'))
      .join('');
    const face = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]).find((f) => f.includes(fontFile));
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
      const original = readFileSync(
        `node_modules/@fontsource/noto-sans-malayalam/files/${file.replace(/\.[\w-]+\.woff2$/, '.woff2')}`,
      ).length;
      expect(readFileSync(`dist/_astro/${file}`).length).toBeLessThan(original * 0.7);
    }
  });

  test('hold every Malayalam character a Malayalam page draws, and the joiners', async () => {
    const missing: string[] = [];
    for (const file of malayalamFiles) {
      const { codes } = await coverage(`dist/_astro/${file}`);
      for (const code of [0x200c, 0x200d]) if (!codes.has(code)) missing.push(`${file}: U+${code.toString(16)}`);
      for (const page of site.pages.filter((p) => p.route.startsWith('/ml')))
        for (const char of new Set(pageText(page.file)))
          if (/[\u0d00-\u0d7f]/.test(char) && !codes.has(char.codePointAt(0)!))
            missing.push(`${file}, ${page.route}: "${char}" U+${char.codePointAt(0)!.toString(16).toUpperCase()}`);
    }
    expect(missing).toEqual([]);
  });

  test('are the ones the Malayalam pages name', () => {
    for (const page of site.pages.filter((p) => p.route.startsWith('/ml'))) {
      const html = readFileSync(`dist${page.file}`, 'utf8');
      for (const file of malayalamFiles) expect(html, page.route).toContain(`/_astro/${file}`);
    }
  });
});
