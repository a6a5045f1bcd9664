// What the site keeps for a visitor with no signal: the pages the service worker saves in each language, how it
// names its cache, and how a page it answers from that cache is marked. Shared by the service worker (src/sw.ts) and
// the build (src/integrations/service-worker.ts); pure, so unit tests cover it.
import { locales, type Locale } from '../model/locales';
import { formatTime } from './hours';
import { clinicDay, clinicToday } from './dates';
import { formatDay } from './formats';
import { fill } from './template';
import { localePath, pathLocale, routes } from './routes';

/**
 * The pages kept for offline use, in each language a visitor has read: where to turn in an emergency, how to reach
 * the clinic, the home page, and the page shown instead of any other; and the guides for patients (keptSections).
 */
export const keptRoutes = [routes.home, routes.emergency, routes.contact, routes.offline] as const;

/** The kept pages of one language: /, /emergency, … or /ml, /ml/emergency, …. */
export const keptPaths = (locale: Locale) => keptRoutes.map((route) => localePath(locale, route));

/** Every kept page, in every language. */
export const allKeptPaths = () => locales.flatMap(keptPaths);

/** The sections whose every page is kept too: the guides for patients, read again at home after a visit. */
export const keptSections = [routes.guides] as const;

/** Whether the build's page at `path` is kept: one of the kept pages, or a page of a kept section, in any language. */
export const isKept = (path: string) =>
  allKeptPaths().includes(path) ||
  locales.some((locale) =>
    keptSections.some((section) => {
      const base = localePath(locale, section);
      return path === base || path.startsWith(`${base}/`);
    }),
  );

/** The offline page of one language: /offline, /ml/offline. */
export const offlinePage = (locale: Locale) => localePath(locale, routes.offline);

/** The page that stands in, offline, for a page that was not kept: in the language of the address asked for. */
export const offlinePath = (path: string) => offlinePage(pathLocale(path));

/**
 * A short fingerprint of a text (32-bit FNV-1a, base 36). The service worker names its cache after the list of files
 * it keeps, with their revisions: a build that changes any of them gets a cache of its own, and the old one goes.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** When a page was saved, in clinic time and the page's language: { date: '24 November 2026', time: '10:15 AM' }. */
export function savedOn(savedAt: Date, locale: Locale): { date: string; time: string } {
  const { minutes } = clinicDay(savedAt);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: formatDay(clinicToday(savedAt), locale), time: formatTime(hhmm, locale) };
}

/**
 * A kept page as the service worker answers it from the cache: "You are offline: this page was saved on …" (`words`,
 * with {date} and {time}) at the top of its <main>, from the Date the server sent with the page. The class is the
 * stylesheet's (.offline-notice, src/components/layout/shell.css); data-saved tells the page script that the page is a saved copy.
 */
export function markSaved(html: string, savedAt: Date, locale: Locale, words: string): string {
  // Every server sends a Date; a response without one is left as it is.
  if (Number.isNaN(savedAt.getTime())) return html;
  const text = escapeHtml(fill(words, savedOn(savedAt, locale)));
  const notice = `<p class="offline-notice" role="status" data-saved="${savedAt.toISOString()}">${text}</p>`;
  return html.replace(/<main\b[^>]*>/i, (main) => main + notice);
}
