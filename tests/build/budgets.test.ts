import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Element } from 'domhandler';
import { elements, moduleGraph, parseHtml, readSite } from '../../src/build-time/built-site.mjs';

// Byte and markup budgets of the build, page by page, so that the site stays fast on a cheap phone. A failure names
// the file and the figure. Sizes are gzipped at level 6, as nginx sends them (deploy/nginx.conf); browsers that take
// brotli receive less.
const site = readSite('dist');
const pages = [...site.pages, ...site.notFound].map((p) => {
  const text = readFileSync(`dist${p.file}`, 'utf8');
  return { ...p, text, document: parseHtml(text) };
});
type Page = (typeof pages)[number];

const gz = (data: string | Buffer) => gzipSync(data, { level: 6 }).length;
const gzFile = (file: string) => gz(readFileSync(`dist${file}`));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const tagsOf = (page: Page, name: string) => elements(page.document, (el: Element) => el.name === name) as Element[];

/** A file of the build by its path there: /_astro/x.js. */
const readBuilt = (file: string) => readFileSync(`dist${file}`, 'utf8');

/** What a page runs on load (its inline scripts, its module scripts and their imports), gzipped. */
function scriptBytesOnLoad(page: Page) {
  const scripts = tagsOf(page, 'script');
  const files = moduleGraph(
    scripts.map((s) => s.attribs.src).filter((src): src is string => !!src),
    readBuilt,
    { dynamic: false },
  );
  const inline = page.scripts.map((s) => s.code).join('\n');
  return { bytes: files.reduce((n, f) => n + gzFile(f), inline ? gz(inline) : 0), files };
}

/** Whether an element lies in what the page marks as its first screen (data-beasties-container). */
const onFirstScreen = (el: Element): boolean => {
  for (let node = el.parent; node; node = node.parent)
    if ('attribs' in node && node.attribs['data-beasties-container'] !== undefined) return true;
  return false;
};

/** The islands of a page: the component and renderer each loads once it nears the viewport. */
const islandsOf = (page: Page) =>
  tagsOf(page, 'astro-island').map((island) => ({
    client: island.attribs.client,
    firstScreen: onFirstScreen(island),
    files: [island.attribs['component-url']!, island.attribs['renderer-url']!],
  }));

describe('JavaScript', () => {
  test('a page without a form runs at most 5 KB of gzipped JavaScript', () => {
    const over = pages
      .filter((p) => islandsOf(p).length === 0)
      .map((p) => ({ p, ...scriptBytesOnLoad(p) }))
      .filter((r) => r.bytes > 5 * 1024)
      .map((r) => `dist${r.p.file}: ${kb(r.bytes)} of JavaScript on load (${r.files.join(', ')}), budget 5 KB`);
    expect(pages.some((p) => islandsOf(p).length === 0)).toBe(true);
    expect(over).toEqual([]);
  });

  test('a form page loads React only when the form nears the viewport (on the first screen, once the page has painted), and at most 80 KB of JavaScript in all', () => {
    const wrong: string[] = [];
    const withForm = pages.filter((p) => islandsOf(p).length > 0);
    expect(withForm.length).toBeGreaterThan(0);
    for (const p of withForm) {
      const onLoad = scriptBytesOnLoad(p);
      if (onLoad.bytes > 5 * 1024) wrong.push(`dist${p.file}: ${kb(onLoad.bytes)} of JavaScript on load, budget 5 KB`);
      const islands = islandsOf(p);
      for (const island of islands)
        if (island.client !== (island.firstScreen ? 'idle' : 'visible'))
          wrong.push(
            `dist${p.file}: an island ${island.firstScreen ? 'on' : 'below'} the first screen hydrates on ${island.client}`,
          );

      // React and the form come only with the island; the page's own scripts do not import them.
      const files = islands.flatMap((i) => i.files);
      const later = moduleGraph(files, readBuilt, { dynamic: false }).filter((f) => !onLoad.files.includes(f));
      if (later.some((f) => onLoad.files.includes(f))) wrong.push(`dist${p.file}: loads the form's code on load`);
      const all = onLoad.bytes + later.reduce((n, f) => n + gzFile(f), 0);
      if (all > 80 * 1024) wrong.push(`dist${p.file}: ${kb(all)} of JavaScript once the form has loaded, budget 80 KB`);
      // What the form imports only once it is used (the sent panel, the messages, the QR code on a computer): never
      // with the form, and small.
      const afterUse = moduleGraph(files, readBuilt, { dynamic: true }).filter(
        (f) => !later.includes(f) && !onLoad.files.includes(f),
      );
      const used = afterUse.reduce((n, f) => n + gzFile(f), 0);
      if (used > 10 * 1024)
        wrong.push(
          `dist${p.file}: ${kb(used)} of JavaScript once the form is used (${afterUse.join(', ')}), budget 10 KB`,
        );
    }
    expect(wrong).toEqual([]);
  });

  test('counting what patients do adds at most 300 bytes of gzipped JavaScript to a page', async () => {
    // The site's script, minified as the build does, with and without counting (src/lib/count.ts): what a page
    // loads more where the content turns it on.
    const siteScript = async (counting: boolean) => {
      const { outputFiles } = await build({
        entryPoints: ['src/scripts/site.ts'],
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        define: { 'import.meta.env.PUBLIC_COUNTING': String(counting), 'import.meta.env.PROD': 'true' },
      });
      return gz(Buffer.from(outputFiles[0]!.contents));
    };
    const added = (await siteScript(true)) - (await siteScript(false));
    console.log(`counting: ${added} bytes gzipped`);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(300);
  });

  test('the QR code library loads only after a submit, never with a page or its form', () => {
    const qr = site.assets.filter((a: string) => /\/PhoneHandoff\.[\w-]+\.js$/.test(a));
    expect(qr).toHaveLength(1);
    expect(readFileSync(`dist${qr[0]}`, 'utf8')).toMatch(/lean-qr|toCanvas/);
    for (const p of pages.filter((p) => islandsOf(p).length > 0)) {
      const withForm = moduleGraph(
        [...scriptBytesOnLoad(p).files, ...islandsOf(p).flatMap((i) => i.files)],
        readBuilt,
        { dynamic: false },
      );
      expect(withForm, `dist${p.file}`).not.toContain(qr[0]);
    }
  });
});

describe('the first paint', () => {
  test('every page with its inline CSS is at most 18 KB gzipped', () => {
    const over = pages
      .map((p) => ({ file: p.file, bytes: gz(p.text) }))
      .filter((r) => r.bytes > 18 * 1024)
      .map((r) => `dist${r.file}: ${kb(r.bytes)} of HTML and inline CSS gzipped, budget 18 KB`);
    expect(over).toEqual([]);
  });

  test('nothing blocks it: the stylesheet is linked after the content, every script is a module or inline', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const head = elements(p.document, (el: Element) => el.name === 'head')[0] as Element;
      for (const link of elements(head, (el: Element) => el.name === 'link') as Element[])
        if (link.attribs.rel === 'stylesheet') wrong.push(`dist${p.file}: stylesheet ${link.attribs.href} in <head>`);
      for (const script of tagsOf(p, 'script'))
        if (script.attribs.src && script.attribs.type !== 'module')
          wrong.push(`dist${p.file}: classic script ${script.attribs.src}`);
      const sheets = tagsOf(p, 'link').filter((l) => l.attribs.rel === 'stylesheet');
      if (sheets.length !== 1) wrong.push(`dist${p.file}: ${sheets.length} stylesheets, not one`);
    }
    expect(wrong).toEqual([]);
  });

  test('no frame is drawn before the first screen is parsed: each page expects, in its head, an empty mark after every part of <main> its first screen shows', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const head = elements(p.document, (el: Element) => el.name === 'head')[0] as Element;
      const expects = (elements(head, (el: Element) => el.name === 'link') as Element[]).filter(
        (l) => l.attribs.rel === 'expect' && l.attribs.blocking === 'render',
      );
      const target = expects[0]?.attribs.href?.slice(1);
      const main = tagsOf(p, 'main')[0];
      // In document order: the parts of <main> carrying their CSS inline as the first screen's, and the mark.
      const marked = main
        ? (elements(
            main,
            (el: Element) => el.attribs['data-beasties-container'] !== undefined || el.attribs.id === target,
          ) as Element[])
        : [];
      const mark = marked.at(-1);
      if (expects.length !== 1 || marked.length < 2 || !mark || mark.attribs.id !== target || mark.children.length > 0)
        wrong.push(
          `dist${p.file}: ${expects.length} render-blocking expects, for #${target}, not an empty element after its first screen`,
        );
    }
    expect(wrong).toEqual([]);
  });

  test('each page carries the CSS of what its first screen shows: the header, its hero and the floating buttons', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const css = p.styles.map((s) => s.code).join('');
      const containers = elements(p.document, (el: Element) => 'data-beasties-container' in el.attribs) as Element[];
      const inside = (test: (el: Element) => boolean) => containers.some((c) => elements(c, test).length > 0);
      if (!inside((el) => el.name === 'header')) wrong.push(`dist${p.file}: the header is not in the first screen`);
      if (!inside((el) => el.name === 'h1')) wrong.push(`dist${p.file}: the page's heading is not in the first screen`);
      if (!inside((el) => 'data-floating-actions' in el.attribs))
        wrong.push(`dist${p.file}: the floating buttons are not in the first screen`);
      for (const needed of ['@layer theme', '@layer base', '.sr-only{', 'content-visibility:auto'])
        if (!css.includes(needed)) wrong.push(`dist${p.file}: the inline CSS has no ${needed}`);
      // The icon sprite's logo reads the brand colours: the first screen's logo is drawn in them.
      for (const [, name] of readFileSync(
        `dist${site.assets.find((a: string) => /icons\.[\w-]+\.svg$/.test(a))}`,
        'utf8',
      ).matchAll(/var\((--[\w-]+)\)/g))
        if (!css.includes(`${name}:`)) wrong.push(`dist${p.file}: the inline CSS does not define ${name}`);
    }
    expect(wrong).toEqual([]);
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

  test('every <img> has its size and an alt; only the first loads eagerly, with high priority; the rest are lazy', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const preloaded = tagsOf(p, 'link')
        .filter((l) => l.attribs.rel === 'preload' && l.attribs.as === 'image')
        .map((l) => l.attribs.href);
      // The clinic's logo in the header is part of every page's shell, small and first: not the page's first picture.
      const inHeader = (el: Element | null): boolean =>
        !!el && (el.name === 'header' || inHeader(el.parent as Element));
      const images = tagsOf(p, 'img');
      const [first, ...rest] = images.filter((img) => !inHeader(img));
      for (const img of images) {
        const { src, width, height, alt, style = '' } = img.attribs;
        if (!(width && height) && !/aspect-ratio/.test(style)) wrong.push(`dist${p.file}: ${src} has no size`);
        if (alt === undefined) wrong.push(`dist${p.file}: ${src} has no alt`);
      }
      for (const img of rest)
        if (img.attribs.loading !== 'lazy') wrong.push(`dist${p.file}: ${img.attribs.src} is not loading="lazy"`);
      if (first && first.attribs.loading !== 'lazy') {
        const { src } = first.attribs;
        if (!preloaded.includes(src) && first.attribs.fetchpriority !== 'high')
          wrong.push(`dist${p.file}: ${src} loads eagerly but is neither preloaded nor fetchpriority="high"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('fonts', () => {
  const stylesheet = site.assets.find((a: string) => a.endsWith('.css'))!;
  const faces = [...readFileSync(`dist${stylesheet}`, 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]);

  test('text is set in the device’s fonts; a Malayalam face is fetched only where the device has none', () => {
    expect(faces.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const face of faces) {
      const src = /src:([^;}]*)/.exec(face)?.[1] ?? '';
      if (!/^\s*local\(/.test(src)) wrong.push(`${face.slice(0, 80)}…: the device's own font is not asked first`);
      if (!/unicode-range:U\+d00-d7f/i.test(face.replace(/\s/g, '')))
        wrong.push(`${face.slice(0, 80)}…: not limited to Malayalam letters`);
      for (const [, url] of src.matchAll(/url\(\s*["']?([^"')]+)/g))
        if (!/^\/_astro\/noto-sans-malayalam-[\w.-]+\.woff2$/.test(url!)) wrong.push(`${url} is not Fontsource's file`);
    }
    expect(wrong).toEqual([]);
  });

  test('no page preloads a font or declares one of its own', () => {
    const wrong = pages.flatMap((p) => [
      ...tagsOf(p, 'link')
        .filter((l) => l.attribs.rel === 'preload' && l.attribs.as === 'font')
        .map((l) => `dist${p.file}: preloads ${l.attribs.href}`),
      ...(p.styles.some((s) => s.code.includes('@font-face')) ? [`dist${p.file}: declares a font face inline`] : []),
    ]);
    expect(wrong).toEqual([]);
  });
});
