import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Element } from 'domhandler';
import { elements, filesOfPage, parseHtml, readSite } from '../../src/build-time/built-site.mjs';
import { serviceWorkerFile } from '../../src/build-time/hosting-policy.mjs';
import { allKeptPaths, isKept } from '../../src/lib/kept-pages';
import { pathLocale } from '../../src/lib/routes';
import { guides } from '../support/content';

// The service worker in the build: what it keeps for offline use, and what it costs a visitor.
const site = readSite('dist');
const sw = readFileSync(`dist${serviceWorkerFile}`, 'utf8');
const read = (path: string) => readFileSync(`dist${path}`, 'utf8');
/** Workbox's list of files, as the build wrote it into the service worker. */
const manifest = JSON.parse(/\[\{"revision":.*?\}\]/.exec(sw)![0]) as { url: string; revision: string | null }[];
const fileOf = (route: string) => site.pages.find((p: { route: string }) => p.route === route)!.file as string;
const gz = (text: string) => gzipSync(text, { level: 6 }).length;

test('it keeps the kept pages of both languages and exactly the files they use, never the forms’ code', () => {
  const pages = manifest.filter((e) => !e.url.includes('.'));
  const kept = site.pages.map((p: { route: string }) => p.route).filter(isKept);
  expect(pages.map((e) => e.url).sort()).toEqual(kept.sort());
  // The guides for patients, each in every language, with the kept pages.
  expect(kept).toEqual(expect.arrayContaining([...allKeptPaths(), ...guides.map((g) => `/guides/${g.slug}`)]));
  // Pages by revision (their content changes, their address does not); fingerprinted files by their name.
  for (const page of pages) expect(page.revision, page.url).toMatch(/^[0-9a-f]{32}$/);
  const used = new Set(kept.flatMap((route: string) => filesOfPage(read(fileOf(route)), read)));
  const files = manifest.filter((e) => e.url.includes('.')).map((e) => e.url);
  expect(files.sort()).toEqual([...used].sort());
  expect(files.filter((f) => f.endsWith('.css'))).toHaveLength(1);
  for (const file of files) expect(() => read(file), file).not.toThrow();

  // The islands' components and renderer, and everything they import: none of it is kept.
  const forms = elements(parseHtml(read(fileOf('/'))), (el: Element) => el.name === 'astro-island') as Element[];
  expect(forms.length).toBeGreaterThan(0);
  for (const island of forms)
    for (const file of [island.attribs['component-url']!, island.attribs['renderer-url']!])
      expect(files, `${file} is the forms' code`).not.toContain(file);
});

test('the offline pages are kept out of search engines and the sitemap, like the 404 pages', () => {
  for (const route of ['/offline', '/ml/offline']) {
    const page = parseHtml(read(fileOf(route)));
    const robots = elements(page, (el: Element) => el.name === 'meta' && el.attribs.name === 'robots') as Element[];
    expect(
      robots.map((m) => m.attribs.content),
      route,
    ).toEqual(['noindex']);
  }
  expect(readFileSync('dist/sitemap-0.xml', 'utf8')).not.toMatch(/offline/);
});

test('the service worker is at most 5 KB gzipped; what it keeps for a language is printed', () => {
  const bytes = gz(sw);
  const files = manifest.filter((e) => e.url.includes('.')).reduce((n, e) => n + gz(read(e.url)), 0);
  const pages = (locale: 'en' | 'ml') =>
    manifest
      .filter((e) => !e.url.includes('.') && pathLocale(e.url) === locale)
      .reduce((n, e) => n + gz(read(fileOf(e.url))), 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `service worker ${kb(bytes)} gzipped, fetched after the load event; it keeps, for English, ${kb(pages('en'))} of ` +
      `pages and ${kb(files)} of files (stylesheet, scripts, icons, pictures), for Malayalam ${kb(pages('ml'))} more`,
  );
  expect(bytes).toBeLessThanOrEqual(5 * 1024);
});
