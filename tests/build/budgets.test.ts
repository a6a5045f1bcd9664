import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readSite } from '../../deploy/site.mjs';
import { afterPaintScript } from '../../src/integrations/critical-css';

// Byte and markup budgets of the build, page by page, so that the site stays fast on a cheap phone. A failure names
// the file and the figure. Sizes are gzipped, as the server sends them.
const site = readSite('dist');
const pages = [...site.pages, ...site.notFound];
const html = (file: string) => readFileSync(`dist${file}`, 'utf8');
/**
 * A file's size as nginx sends it to a browser that asks for gzip: its gzip copy (deploy/precompress.mjs), which must
 * hold the file as built; a file too small to have one goes as it is. Brotli, over HTTPS, sends less.
 */
const gz = (file: string) => {
  const data = readFileSync(`dist${file}`);
  if (!existsSync(`dist${file}.gz`)) return data.length;
  const copy = readFileSync(`dist${file}.gz`);
  if (!gunzipSync(copy).equals(data)) throw new Error(`dist${file}.gz does not hold dist${file} as built`);
  return copy.length;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first TCP round trip: ten segments of about 1.4 KB (RFC 6928). */
const firstRoundTrip = 14 * 1024;
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
const tags = (text: string, name: string) => [...text.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

const staticImport = /(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g;
const dynamicImport = /\bimport\s*\(\s*["']\.\/([^"']+\.js)["']/g;

/** Every module the scripts load, themselves included: their static imports, and their dynamic ones if asked. */
function moduleGraph(entries: string[], { dynamic }: { dynamic: boolean }): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(`dist${file}`, 'utf8');
    for (const pattern of dynamic ? [staticImport, dynamicImport] : [staticImport])
      for (const m of code.matchAll(pattern)) queue.push(file.replace(/[^/]+$/, m[1]!));
  }
  return [...seen];
}

/**
 * The scripts a page runs on load, and all it may load later: a form's script fetches React and the form
 * (src/lib/islands.ts) once the form nears the viewport.
 */
function scriptsOf(text: string) {
  const entries = tags(text, 'script')
    .map((t) => attr(t, 'src'))
    .filter((src): src is string => !!src);
  const islands = tags(text, '[a-z]+').filter((t) => attr(t, 'data-island') !== undefined);
  return {
    onLoad: moduleGraph(entries, { dynamic: false }),
    islands,
    all: moduleGraph(entries, { dynamic: true }),
  };
}

const total = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);

describe('JavaScript', () => {
  test('a page without a form runs at most 5 KB of gzipped JavaScript', () => {
    const over = pages
      .map((p) => ({ p, s: scriptsOf(html(p.file)) }))
      .filter(({ s }) => s.islands.length === 0)
      .map(({ p, s }) => ({ file: `dist${p.file}`, bytes: total(s.all), scripts: s.all }))
      .filter((r) => r.bytes > 5 * 1024)
      .map((r) => `${r.file}: ${kb(r.bytes)} of JavaScript gzipped (${r.scripts.join(', ')}), budget 5 KB`);
    expect(over).toEqual([]);
  });

  test('a form loads React and its island only when it nears the viewport; the page itself stays within 5 KB', () => {
    const withForm = pages.filter((p) => scriptsOf(html(p.file)).islands.length > 0);
    expect(withForm.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/contact']));
    const wrong: string[] = [];
    for (const p of withForm) {
      const text = html(p.file);
      const { onLoad, all } = scriptsOf(text);
      // React and the form come later, by a dynamic import: never preloaded, never imported with the page's scripts.
      const later = all.filter((f) => !onLoad.includes(f));
      const react = all.filter((f) => readFileSync(`dist${f}`, 'utf8').includes('react.dev'));
      if (react.length === 0) wrong.push(`dist${p.file}: no script brings React`);
      for (const f of react) if (!later.includes(f)) wrong.push(`dist${p.file}: ${f} (React) loads with the page`);
      for (const link of tags(text, 'link').filter((t) => /preload/.test(attr(t, 'rel') ?? '')))
        if (later.includes(attr(link, 'href')!)) wrong.push(`dist${p.file}: ${attr(link, 'href')} is preloaded`);
      if (total(onLoad) > 5 * 1024)
        wrong.push(`dist${p.file}: ${kb(total(onLoad))} of JavaScript on load, budget 5 KB`);
    }
    expect(wrong).toEqual([]);
  });

  test('a page with a form runs at most 75 KB of gzipped JavaScript in all: its scripts, React and the island', () => {
    const withForm = pages.map((p) => ({ p, s: scriptsOf(html(p.file)) })).filter(({ s }) => s.islands.length > 0);
    expect(withForm.map(({ p }) => p.route)).toEqual(expect.arrayContaining(['/', '/contact']));
    const over = withForm
      .map(({ p, s }) => ({ file: `dist${p.file}`, bytes: total(s.all), scripts: s.all }))
      .filter((r) => r.bytes > 75 * 1024)
      .map(
        (r) =>
          `${r.file}: ${kb(r.bytes)} of JavaScript gzipped, budget 75 KB (${r.scripts.map((f) => `${f} ${kb(gz(f))}`).join(', ')})`,
      );
    expect(over).toEqual([]);
  });
});

/** The page as a browser with scripting reads it: no <noscript> content, no comments. */
const live = (text: string) => text.replace(/<!--[\s\S]*?-->|<noscript\b[\s\S]*?<\/noscript\s*>/gi, '');

/** Stylesheets that hold the first paint: linked for all media (a print-only link never blocks it). */
const blockingSheets = (text: string) =>
  tags(live(text), 'link')
    .filter((t) => /^stylesheet$/i.test((attr(t, 'rel') ?? '').trim()))
    .filter((t) => /^(all|screen)?$/i.test((attr(t, 'media') ?? '').trim()))
    .map((t) => attr(t, 'href')!);

/** The inline CSS of a page, its critical CSS included. */
const inlineCss = (text: string) =>
  [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!).join('');

/** What the first paint of a page waits for, gzipped: its HTML with the inline CSS, and any blocking stylesheet. */
function firstPaintBytes(file: string) {
  const text = html(file);
  return gz(file) + blockingSheets(text).reduce((n, href) => n + gz(href), 0);
}

describe('render-blocking requests', () => {
  test('no request blocks the first paint: no stylesheet for all media in the page, no classic script', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const text = html(p.file);
      for (const href of blockingSheets(text)) wrong.push(`dist${p.file}: render-blocking stylesheet ${href}`);
      for (const t of tags(text, 'script'))
        if (attr(t, 'src') && attr(t, 'type') !== 'module' && !/\s(async|defer)\b/.test(t))
          wrong.push(`dist${p.file}: render-blocking script ${attr(t, 'src')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('a page carries its critical CSS inline and adds the full stylesheet, the font and its scripts after the first paint, with a fallback without JavaScript', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const text = html(p.file);
      const malayalam = /<html\b[^>]*\blang="ml"/.test(text);
      const later = [...text.matchAll(/<noscript data-later>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]!).join('');
      const sheets = tags(later, 'link').filter((t) => attr(t, 'rel') === 'stylesheet');
      if (!sheets.length) wrong.push(`dist${p.file}: no stylesheet waits for after the first paint`);
      // Chromium lays out all the text of a page again whenever a font face is added: the full stylesheet adds
      // none, and only an English page adds one, Inter's, whose file it preloads. A Malayalam page draws its Latin
      // words in the device's sans-serif and never fetches Inter.
      for (const t of sheets) {
        const href = attr(t, 'href')!;
        if (readFileSync(`dist${href}`, 'utf8').includes('@font-face'))
          wrong.push(`dist${p.file}: ${href} declares font faces`);
      }
      const laterFaces = inlineCss(later).match(/@font-face\{[^}]*\}/g) ?? [];
      const fonts = tags(later, 'link').filter((t) => attr(t, 'rel') === 'preload' && attr(t, 'as') === 'font');
      const interFile = /\/inter-latin-[\w-]+\.[\w-]+\.woff2$/;
      if (malayalam) {
        if (laterFaces.length || fonts.length || /@font-face\{font-family:Inter/.test(text) || text.includes('/inter-'))
          wrong.push(`dist${p.file}: a Malayalam page declares Inter or names its file`);
      } else {
        if (
          laterFaces.length !== 1 ||
          !/font-family:Inter Variable;[^}]*url\(\/_astro\/inter-latin-/.test(laterFaces[0]!)
        )
          wrong.push(`dist${p.file}: Inter's face is not added after the first paint: ${laterFaces.join('')}`);
        if (fonts.length !== 1 || !interFile.test(attr(fonts[0]!, 'href')!))
          wrong.push(`dist${p.file}: the Latin font is not preloaded after the first paint`);
      }
      // Module scripts wait in a <template>; none is fetched while the first screen is drawn.
      for (const t of tags(text.replace(/<template data-later>[\s\S]*?<\/template>/g, ''), 'script'))
        if (attr(t, 'type') === 'module')
          wrong.push(`dist${p.file}: ${attr(t, 'src')} is fetched before the first paint`);
      if (!text.includes(`<script>${afterPaintScript}</script></body>`))
        wrong.push(`dist${p.file}: no script adds what waits for the first paint`);
      // The first screen is drawn with the site's base rules, its colours and the metric-matched fallback faces;
      // no web font is fetched for it. The sections below it, and the cards of long grids, are left undrawn until they
      // near the viewport.
      const css = inlineCss(live(text));
      const fallback = malayalam ? "font-family:'Noto Sans Malayalam Fallback'" : 'font-family:Inter Variable Fallback';
      for (const needed of ['@layer theme', '@layer base', '--color-primary', fallback])
        if (!css.includes(needed)) wrong.push(`dist${p.file}: the critical CSS has no ${needed}`);
      // The icon sprite's logo reads the brand colours: the first screen's logo is drawn in them.
      const sprite = readdirSync('dist/_astro').find((f) => /^icons\.[\w-]+\.svg$/.test(f))!;
      for (const [, name] of readFileSync(`dist/_astro/${sprite}`, 'utf8').matchAll(/var\((--[\w-]+)\)/g))
        if (!css.includes(`${name}:`))
          wrong.push(`dist${p.file}: the critical CSS does not define ${name}, read by ${sprite}`);
      const undrawn = /(?:^|[{}])([^{}]*)\{content-visibility:auto;/.exec(css)?.[1]?.split(',') ?? [];
      if (!undrawn.includes('body>footer'))
        wrong.push(`dist${p.file}: the critical CSS draws the footer with the first screen`);
      if (text.includes(' data-draw-later') && !undrawn.includes('[data-draw-later]'))
        wrong.push(`dist${p.file}: the critical CSS draws every card of its long grids with the first screen`);
      if (/font-family:Inter Variable;[^}]*url\(/.test(css))
        wrong.push(`dist${p.file}: the critical CSS fetches Inter`);
      // Nothing the first screen does not draw is fetched beside it: Chromium's picker button of a date control
      // has no image from the start, and the manifest's link is added after the first paint.
      const pickerWithoutImage = /::-webkit-calendar-picker-indicator\{[^}]*background-image:none/.test(css);
      if (/<input\b[^>]*\btype="date"/.test(text) !== pickerWithoutImage)
        wrong.push(
          `dist${p.file}: ${pickerWithoutImage ? 'a date picker rule without a date control' : "the date control's picker image is fetched with the first screen"}`,
        );
      if (!tags(later, 'link').some((t) => attr(t, 'rel') === 'manifest'))
        wrong.push(`dist${p.file}: the manifest's link does not wait for the first paint`);
      if (
        tags(text.replace(/<noscript data-later>[\s\S]*?<\/noscript>/g, ''), 'link').some(
          (t) => attr(t, 'rel') === 'manifest',
        )
      )
        wrong.push(`dist${p.file}: the manifest's link is read before the first paint`);
    }
    expect(wrong).toEqual([]);
  });

  test(`every page and what its first paint needs fit the first round trip, ${kb(firstRoundTrip)} gzipped`, () => {
    const over = pages
      .map((p) => ({ file: p.file, bytes: firstPaintBytes(p.file) }))
      .filter((r) => r.bytes > firstRoundTrip)
      .map((r) => `dist${r.file}: ${kb(r.bytes)} of HTML and critical CSS gzipped, budget ${kb(firstRoundTrip)}`);
    expect(over).toEqual([]);
  });
});

describe('images', () => {
  const images = [...site.files, ...site.assets].filter((f) => /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(f));

  test('no image file is over 150 KB', () => {
    expect(images.length).toBeGreaterThan(5);
    const over = images
      .map((f) => ({ f, bytes: statSync(`dist${f}`).size }))
      .filter((i) => i.bytes > 150 * 1024)
      .map((i) => `dist${i.f}: ${kb(i.bytes)}, budget 150 KB`);
    expect(over).toEqual([]);
  });

  test('every <img> has its size (width and height, or aspect-ratio) and an alt', () => {
    const wrong: string[] = [];
    for (const p of pages)
      for (const t of tags(html(p.file), 'img')) {
        const sized = (attr(t, 'width') && attr(t, 'height')) || /aspect-ratio/.test(attr(t, 'style') ?? '');
        if (!sized) wrong.push(`dist${p.file}: ${attr(t, 'src')} has no width and height`);
        if (attr(t, 'alt') === undefined) wrong.push(`dist${p.file}: ${attr(t, 'src')} has no alt`);
      }
    expect(wrong).toEqual([]);
  });

  test('only the first image of a page loads eagerly, preloaded or with fetchpriority high; every other is lazy', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const text = html(p.file);
      const preloaded = tags(text, 'link')
        .filter((t) => attr(t, 'rel') === 'preload' && attr(t, 'as') === 'image')
        .map((t) => attr(t, 'href'));
      const [first, ...rest] = tags(text, 'img');
      for (const t of rest)
        if (attr(t, 'loading') !== 'lazy') wrong.push(`dist${p.file}: ${attr(t, 'src')} is not loading="lazy"`);
      if (first && attr(first, 'loading') !== 'lazy') {
        const src = attr(first, 'src');
        if (!preloaded.includes(src) && attr(first, 'fetchpriority') !== 'high')
          wrong.push(`dist${p.file}: ${src} loads eagerly but is neither preloaded nor fetchpriority="high"`);
        // Vector artwork is sharp at any width; a raster one comes as AVIF or WebP in widths for 390 and 1280 px.
        if (!/\.svg$/.test(src ?? '')) {
          const widths = (attr(first, 'srcset') ?? '').split(',').map((c) => Number(/(\d+)w/.exec(c)?.[1] ?? 0));
          if (!/\.(avif|webp)$/.test(src ?? '')) wrong.push(`dist${p.file}: ${src} is not AVIF or WebP`);
          if (!widths.some((w) => w >= 390 && w < 1280) || !widths.some((w) => w >= 1280))
            wrong.push(`dist${p.file}: ${src} has no srcset for 390 and 1280 px screens`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The stylesheets the pages link and their inline styles, each with the file it is in. */
function sheetsAndStyles() {
  const sheets = new Set(
    pages.flatMap((p) =>
      tags(html(p.file), 'link')
        .filter((t) => attr(t, 'rel') === 'stylesheet')
        .map((t) => attr(t, 'href')!),
    ),
  );
  return [
    ...[...sheets].map((f) => ({ file: f, text: readFileSync(`dist${f}`, 'utf8') })),
    ...pages.flatMap((p) => p.styles.map((s) => ({ file: p.file, text: s.code }))),
  ];
}

describe('fonts', () => {
  test('every font is self-hosted woff2, one subset a file (unicode-range), with font-display swap', () => {
    const css = sheetsAndStyles();
    const wrong: string[] = [];
    let faces = 0;
    for (const { file, text } of css)
      for (const [face] of text.matchAll(/@font-face\s*{[^}]*}/g)) {
        const urls = [...face.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!);
        if (!urls.length) continue; // a fallback face drawn from a local font
        faces++;
        if (!/font-display:\s*swap/.test(face))
          wrong.push(`dist${file}: ${face.slice(0, 80)}… has no font-display: swap`);
        if (!/unicode-range:/.test(face)) wrong.push(`dist${file}: ${face.slice(0, 80)}… is not a subset`);
        for (const url of urls)
          if (!/^\/_astro\/[^/]+\.woff2$/.test(url)) wrong.push(`dist${file}: font ${url} is not a self-hosted woff2`);
      }
    expect(faces).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  test('every web font has a metric-compatible local fallback face, so the swap moves nothing', () => {
    const css = [...sheetsAndStyles()].map((c) => c.text).join('\n');
    const faces = [...css.matchAll(/@font-face\s*{[^}]*}/g)].map((m) => m[0]);
    const family = (face: string) => /font-family:\s*["']?([^"';}]+?)["']?\s*[;}]/.exec(face)?.[1];
    const webFonts = new Set(faces.filter((f) => /url\(/.test(f)).map(family));
    const fallbacks = new Set(
      faces
        .filter((f) => /src:\s*local\(/.test(f) && /ascent-override/.test(f) && /descent-override/.test(f))
        .map(family),
    );
    expect(webFonts.size).toBeGreaterThan(0);
    expect(
      [...webFonts].filter((f) => !fallbacks.has(`${f} Fallback`)).map((f) => `${f} has no "${f} Fallback" face`),
    ).toEqual([]);
  });
});
