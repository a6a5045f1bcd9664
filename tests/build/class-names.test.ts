import { readFileSync } from 'node:fs';
import { readSite } from '../../deploy/site.mjs';
import {
  attributes,
  classTokens,
  cssClasses,
  pageScripts,
  scriptTokens,
  segments,
} from '../../src/integrations/short-class-names';

// The pages and their stylesheets after the short class names (src/integrations/short-class-names.ts): what the
// HTML names, the CSS selects, inline and linked alike, and the form islands keep the names their code writes.
const site = readSite('dist');
const pages = [...site.pages, ...site.notFound];
const html = (file: string) => readFileSync(`dist${file}`, 'utf8');

/** Classes that mark an element without any rule of their own; none today. */
const markers = new Set<string>();

const startTags = (text: string, name: string) =>
  segments(text)
    .filter((s) => s.kind === 'start' && s.name === name)
    .map((s) => s.text);
const attr = (tag: string, name: string) => attributes(tag).find((a) => a.name === name)?.value;

/** The stylesheets a page links, read once. */
const sheets = new Map<string, Set<string>>();
function linkedClasses(text: string): Set<string> {
  const classes = new Set<string>();
  for (const link of startTags(text, 'link').filter((t) => attr(t, 'rel') === 'stylesheet')) {
    const href = attr(link, 'href')!;
    if (!sheets.has(href)) sheets.set(href, cssClasses(readFileSync(`dist${href}`, 'utf8')));
    sheets.get(href)!.forEach((c) => classes.add(c));
  }
  return classes;
}

const inlineClasses = (text: string) =>
  new Set(
    segments(text)
      .filter((s) => s.kind === 'raw' && s.name === 'style')
      .flatMap((s) => [...cssClasses(s.text)]),
  );

test('every class of every page is one its stylesheets select, inline or linked: HTML and CSS use the same names', () => {
  const wrong: string[] = [];
  for (const p of pages) {
    const text = html(p.file);
    const styled = new Set([...linkedClasses(text), ...inlineClasses(text)]);
    const unknown = [...new Set(classTokens(text))].filter((c) => !styled.has(c) && !markers.has(c));
    if (unknown.length) wrong.push(`dist${p.file}: no rule selects ${unknown.map((c) => `"${c}"`).join(', ')}`);
  }
  expect(sheets.size).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

test("every class the critical CSS selects is one the full stylesheet selects: the page's two stylesheets agree", () => {
  const wrong: string[] = [];
  for (const p of pages) {
    const text = html(p.file);
    const full = linkedClasses(text);
    const missing = [...inlineClasses(text)].filter((c) => !full.has(c));
    if (missing.length) wrong.push(`dist${p.file}: ${missing.join(', ')} only in the critical CSS`);
  }
  expect(wrong).toEqual([]);
});

test('the pages use short class names, and the classes a form island renders keep the names its code writes', () => {
  const home = classTokens(html('/index.html'));
  expect(new Set(home.filter((c) => /^[a-z]{1,2}$/.test(c))).size).toBeGreaterThan(100);

  // Every name the build's scripts may write; an island's classes must all be among them.
  const written = new Set(
    site.assets.filter((f: string) => /\.m?js$/.test(f)).flatMap((f: string) => [...scriptTokens(html(f))]),
  );
  const wrong: string[] = [];
  let islands = 0;
  for (const p of pages) {
    const { islandClasses } = pageScripts(html(p.file));
    if (!islandClasses.length) continue;
    islands++;
    const renamed = [...new Set(islandClasses)].filter((c) => !written.has(c));
    if (renamed.length) wrong.push(`dist${p.file}: the island renders ${renamed.join(', ')}, which no script writes`);
  }
  expect(islands).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});
