// The service worker (src/sw.ts), built by @vite-pwa/astro as its docs show for a service worker of one's own
// (strategies: 'injectManifest'), with Workbox's list of the files it keeps: the kept pages of every language
// (src/lib/kept-pages.ts) and exactly the files those pages use as they load (their stylesheet, their scripts and what
// those import, the icon sprite, their illustrations, the favicon). The forms' code is not among them. Registration is the
// site's own, after the load event (src/scripts/start-offline.ts); the web app manifest is the site's own endpoint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import AstroPWA from '@vite-pwa/astro';
import type { ManifestTransform } from 'workbox-build';
import { filesOfPage, routeOf } from '../build-time/built-site.mjs';
import { allKeptPaths, isKept } from '../lib/kept-pages';

/** Workbox's list of the build's files, cut down to the kept pages (by their clean address) and what they use. */
function keptFiles(dist: () => string): ManifestTransform {
  return async (entries) => {
    const read = (path: string) => readFileSync(join(dist(), path), 'utf8');
    const byPath = new Map(entries.map((e) => [`/${e.url}`, e]));
    const pages = entries.filter((e) => e.url.endsWith('.html') && isKept(routeOf(e.url)));
    const used = [...new Set(pages.flatMap((page) => filesOfPage(read(page.url), read)))];
    // A service worker that cannot keep what it lists would fail to install: the build stops instead.
    const missing = [
      ...allKeptPaths().filter((path) => !pages.some((p) => routeOf(p.url) === path)),
      ...used.filter((path) => !byPath.has(path)),
    ];
    if (missing.length) throw new Error(`offline: kept for offline use but not in the build: ${missing.join(', ')}`);
    const manifest = [
      ...pages.map((e) => ({ ...e, url: routeOf(e.url) })),
      ...used.map((path) => ({ ...byPath.get(path)!, url: path })),
    ];
    return { manifest, warnings: [] };
  };
}

export default function serviceWorker(): AstroIntegration[] {
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
