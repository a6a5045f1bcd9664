/// <reference lib="webworker" />
// The service worker: the emergency guidance, the contact page, the home page and the guides for patients stay
// readable with no signal.
// Pages are network-first with a short timeout, so a visitor online always reads the current page; a kept page
// answered from the cache says "You are offline: this page was saved on …"; any other page asked for offline gets the
// offline page. Only the language(s) the visitor reads are kept. Built by @vite-pwa/astro (injectManifest) from this
// file, with the list of files to keep injected as self.__WB_MANIFEST (src/integrations/service-worker.ts); registered after
// the page's load event (src/scripts/start-offline.ts). Workbox's strategies do the caching.
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { savedNotice as en } from './copy/en/offline';
import { savedNotice as ml } from './copy/ml/offline';
import { locales, type Locale } from './model/locales';
import { fingerprint, markSaved, offlinePage, offlinePath } from './lib/kept-pages';
import { pathLocale } from './lib/routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const manifest = self.__WB_MANIFEST;
/** This build's cache: its name changes whenever a kept file does (a page's revision, a fingerprinted file's name). */
const cacheName = `offline-${fingerprint(JSON.stringify(manifest))}`;
const keptFiles = manifest.map((entry) => entry.url);
/** The stylesheet, scripts, icons and pictures the kept pages use, in every language. */
const pageFiles = keptFiles.filter((url) => url.includes('.'));
/** The kept pages of every language, by their clean address: those of src/lib/kept-pages.ts and the guides. */
const keptPages = keptFiles.filter((url) => !url.includes('.'));

/** A page is kept once, by its path: /contact?from=ad is /contact. */
const byPath: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname };

/** A kept page answered from the cache says so, and when it was saved: the Date of the response the server sent. */
const marked: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse) return null;
    const locale = pathLocale(new URL(request.url).pathname);
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    const saved = new Date(headers.get('date') ?? '');
    const html = markSaved(await cachedResponse.text(), saved, locale, { en, ml }[locale]);
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const pages = new NetworkFirst({ cacheName, networkTimeoutSeconds: 3, plugins: [byPath, marked] });
const files = new CacheFirst({ cacheName });

/** Keeps the pages of one language and the files they use, unless they are kept already. */
async function keep(locale: Locale) {
  const cache = await caches.open(cacheName);
  if (await cache.match(offlinePage(locale))) return;
  await cache.addAll([...keptPages.filter((path) => pathLocale(path) === locale), ...pageFiles]);
}

/** The languages to keep on installing: those of the open pages, and those an earlier version kept. */
async function languagesToKeep(): Promise<Locale[]> {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const kept = await Promise.all(locales.map(async (l) => ((await caches.match(offlinePage(l))) ? l : null)));
  return locales.filter((l) => kept.includes(l) || open.some((c) => pathLocale(new URL(c.url).pathname) === l));
}

self.addEventListener('install', (event) => {
  // A new version takes over at once: pages are network-first in every version, so no page depends on an old one.
  void self.skipWaiting();
  event.waitUntil(languagesToKeep().then((languages) => Promise.all(languages.map(keep))));
});

self.addEventListener('activate', (event) => {
  // A new deploy: the caches of earlier builds go, with the pages and files they held. Navigation preload asks for a
  // page while the service worker starts, so that a visitor online never waits for it (Workbox's strategies use it).
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name))))
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

/** A page: network-first when it is kept, the network alone otherwise; offline, the offline page stands in. */
async function page(event: FetchEvent, path: string): Promise<Response> {
  const kept = keptFiles.includes(path);
  // Reading a page in a language not kept yet keeps that language too.
  event.waitUntil(keep(pathLocale(path)).catch(() => {}));
  try {
    if (kept) return await pages.handle({ event, request: event.request });
    return ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(offlinePath(path), { cacheName })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url.pathname));
  else if (pageFiles.includes(url.pathname)) event.respondWith(files.handle({ event, request }));
});
