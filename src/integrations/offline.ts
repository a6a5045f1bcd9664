// The service worker (src/sw.ts), built by @vite-pwa/astro as its docs show for a service worker of one's own
// (strategies: 'injectManifest'), with Workbox's list of the files it keeps: the kept pages of every language
// (src/lib/offline.ts) and exactly the files those pages use as they load (their stylesheet, their scripts and what
// those import, the icon sprite, their illustrations, the favicon). The forms' code is not among them. Registration is the
// site's own, after the load event (src/scripts/offline.ts); the web app manifest is the site's own endpoint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import AstroPWA from '@vite-pwa/astro';
import type { ManifestTransform } from 'workbox-build';
import { elements, parseHtml, routeOf } from '../../deploy/site.mjs';
import { allKeptPaths } from '../lib/offline';

/** The files one built page uses as it loads, as paths: /_astro/x.css, /favicon.svg, …. */
export function filesOfPage(html: string, readScript: (path: string) => string): string[] {
  const page = parseHtml(html);
  const attribute = (name: string, test: (a: Record<string, string>) => boolean, key: string) =>
    elements(page, (el: { name: string; attribs: Record<string, string> }) => el.name === name && test(el.attribs))
      .map((el: { attribs: Record<string, string> }) => el.attribs[key]!.split('#')[0]!)
      .filter((path: string) => path.startsWith('/'));
  const scripts = attribute('script', (a) => a.type === 'module' && !!a.src, 'src');
  return [
    ...new Set([
      ...attribute('link', (a) => a.rel === 'stylesheet' || (a.rel === 'icon' && a.type === 'image/svg+xml'), 'href'),
      ...scriptGraph(scripts, readScript),
      ...attribute('use', (a) => !!a.href, 'href'),
      // Illustrations, not photos: a photo's many sizes would weigh more than the pages; offline, its colour shows.
      ...attribute('img', (a) => !!a.src?.endsWith('.svg'), 'src'),
    ]),
  ];
}

/** Module scripts with every script they import, statically or later (import()): fingerprinted files of the build. */
function scriptGraph(entries: string[], readScript: (path: string) => string): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, name] of readScript(file).matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(file.replace(/[^/]+$/, name!));
  }
  return [...seen];
}

/** A built page's clean address: index.html is /, ml/contact.html is /ml/contact. */
const pageRoute = (file: string) => routeOf(file).replace(/^(?!\/)/, '/');

/** Workbox's list of the build's files, cut down to the kept pages (by their clean address) and what they use. */
function keptFiles(dist: () => string): ManifestTransform {
  return async (entries) => {
    const read = (path: string) => readFileSync(join(dist(), path), 'utf8');
    const byPath = new Map(entries.map((e) => [`/${e.url}`, e]));
    const pages = entries.filter((e) => e.url.endsWith('.html') && allKeptPaths().includes(pageRoute(e.url)));
    const used = [...new Set(pages.flatMap((page) => filesOfPage(read(page.url), read)))];
    // A service worker that cannot keep what it lists would fail to install: the build stops instead.
    const missing = [
      ...allKeptPaths().filter((path) => !pages.some((p) => pageRoute(p.url) === path)),
      ...used.filter((path) => !byPath.has(path)),
    ];
    if (missing.length) throw new Error(`offline: kept for offline use but not in the build: ${missing.join(', ')}`);
    const manifest = [
      ...pages.map((e) => ({ ...e, url: pageRoute(e.url) })),
      ...used.map((path) => ({ ...byPath.get(path)!, url: path })),
    ];
    return { manifest, warnings: [] };
  };
}

export default function offline(): AstroIntegration[] {
  let dist = '';
  return [
    {
      name: 'offline-files',
      hooks: { 'astro:config:done': ({ config }) => void (dist = fileURLToPath(config.outDir)) },
    },
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Every page, stylesheet, script and picture is a candidate; keptFiles keeps what the kept pages use.
        globPatterns: ['**/*.{html,css,js,svg}'],
        // The clinic's editor (dist/admin/) is never kept: it is not for patients, and its script is 5 MB.
        globIgnores: ['admin/**'],
        manifestTransforms: [keptFiles(() => dist)],
      },
    }),
  ];
}
