// What the built site holds, read from dist/: its pages, its other files, its 404 pages and its inline scripts and
// styles with their CSP hashes. Nothing here lists pages or scripts by hand, so new ones are found on the next build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { adminPath, hashedAssetsDir } from './hosting-policy.mjs';

/**
 * Files of the build that are not part of the site itself: the host configs at its top (_headers, _csp.nginx, …),
 * precompressed copies, the editor.
 */
const isServed = (path) => !/^\/_[^/]*$/.test(path) && !/\.(gz|br)$/.test(path) && !path.startsWith(`${adminPath}/`);

/** Script types that browsers run; anything else (application/ld+json, …) is a data block and needs no hash. */
const isExecutable = (type) => type === undefined || /^(module|(text|application)\/(java|ecma)script)$/i.test(type);

export const cspHash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The clean address of a built page, from its path in the build (with or without a leading slash): index.html → /,
 * about.html → /about, ml/404.html → /ml/404, ml/index.html → /ml/.
 * @param {string} file
 */
export const routeOf = (file) =>
  `/${file
    .replace(/^\//, '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')}`;

/**
 * The JavaScript files of the build that module scripts load, the scripts themselves included: what they import, what
 * that imports in turn, and with `dynamic` what they import later (import()). `read` gives a file's text by its path
 * in the build (/_astro/x.js); Astro's chunks import each other as ./name.js.
 * @param {string[]} entries
 * @param {(path: string) => string} read
 * @param {{ dynamic?: boolean }} [options]
 * @returns {string[]}
 */
export function moduleGraph(entries, read, { dynamic = true } = {}) {
  const imports = dynamic
    ? /(?:\bfrom\s*|\bimport\s*\(?\s*)["']\.\/([^"']+\.js)["']/g
    : /(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g;
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, name] of read(file).matchAll(imports)) queue.push(file.replace(/[^/]+$/, name));
  }
  return [...seen];
}

/** A built page as a document: the one way this project reads built HTML (htmlparser2). */
export const parseHtml = (html) => parseDocument(html);

/** The elements inside a parsed page (or an element of it) that match `test`, in document order. */
export const elements = (node, test) => DomUtils.findAll(test, node.children);

/** Inline <script> and <style> elements of one page, with the hash a CSP needs for each. */
export function inlineCode(html) {
  const document = parseHtml(html);
  const inline = (name, test = () => true) =>
    elements(document, (el) => el.name === name && test(el)).map((el) => {
      const code = DomUtils.textContent(el);
      return { code, hash: cspHash(code) };
    });
  return {
    scripts: inline('script', (el) => el.attribs.src === undefined && isExecutable(el.attribs.type)),
    styles: inline('style'),
  };
}

/**
 * The files one built page uses as it loads, as paths: its stylesheet, its module scripts and what they import, the
 * icon sprite, its illustrations and the favicon (/_astro/x.css, /favicon.svg, …). `readScript` reads a script of the
 * build by its path.
 * @param {string} html
 * @param {(path: string) => string} readScript
 * @returns {string[]}
 */
export function filesOfPage(html, readScript) {
  const page = parseHtml(html);
  /** @type {(name: string, test: (a: Record<string, string>) => boolean, key: string) => string[]} */
  const attribute = (name, test, key) =>
    elements(page, (el) => el.name === name && test(el.attribs))
      .map((el) => el.attribs[key].split('#')[0])
      .filter((path) => path.startsWith('/'));
  const scripts = attribute('script', (a) => a.type === 'module' && !!a.src, 'src');
  return [
    ...new Set([
      ...attribute('link', (a) => a.rel === 'stylesheet' || (a.rel === 'icon' && a.type === 'image/svg+xml'), 'href'),
      ...moduleGraph(scripts, readScript),
      ...attribute('use', (a) => !!a.href, 'href'),
      // Illustrations, not photos: a photo's many sizes would weigh more than the pages; offline, its colour shows.
      ...attribute('img', (a) => !!a.src?.endsWith('.svg'), 'src'),
    ]),
  ];
}

function walk(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full, root) : ['/' + relative(root, full).split(sep).join('/')];
  });
}

/**
 * Reads a build. `pages` are the served pages with their routes and the hashes of their inline code (404 pages are
 * kept apart in `notFound`, keyed by the folder they answer for), `files` the other unhashed files, `assets` the
 * fingerprinted ones; `scriptHashes` and `styleHashes` are those of all pages.
 */
export function readSite(dist) {
  const files = walk(dist).filter(isServed).sort();
  const html = files.filter((f) => f.endsWith('.html'));
  const pages = [];
  const notFound = [];
  const scriptHashes = new Set();
  const styleHashes = new Set();
  for (const file of html) {
    const { scripts, styles } = inlineCode(readFileSync(join(dist, file), 'utf8'));
    scripts.forEach((s) => scriptHashes.add(s.hash));
    styles.forEach((s) => styleHashes.add(s.hash));
    const unique = (list) => [...new Set(list.map((c) => c.hash))].sort();
    const page = {
      file,
      route: routeOf(file),
      scripts,
      styles,
      scriptHashes: unique(scripts),
      styleHashes: unique(styles),
    };
    if (/(^|\/)404\.html$/.test(file)) notFound.push({ ...page, dir: file.replace(/404\.html$/, '') });
    else pages.push(page);
  }
  // The production host, from the canonical link of the home page: the site's address (astro.config.mjs: SITE_URL, else
  // siteUrl in src/content/clinic.yaml).
  const home = parseHtml(readFileSync(join(dist, 'index.html'), 'utf8'));
  const canonical = elements(home, (el) => el.name === 'link' && el.attribs.rel === 'canonical')[0]?.attribs.href;
  if (!canonical) throw new Error('dist/index.html has no canonical link to take the site address from');
  return {
    host: new URL(canonical).host,
    pages,
    notFound: notFound.sort((a, b) => b.dir.length - a.dir.length || a.dir.localeCompare(b.dir)),
    files: files.filter((f) => !f.endsWith('.html') && !f.startsWith(hashedAssetsDir)),
    assets: files.filter((f) => f.startsWith(hashedAssetsDir)),
    scriptHashes: [...scriptHashes].sort(),
    styleHashes: [...styleHashes].sort(),
  };
}
