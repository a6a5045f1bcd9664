import { defaultLocale, locales, type Locale } from '../model/locales';

/** The site's pages, as paths of the default language. */
export const routes = {
  home: '/',
  about: '/about',
  services: '/services',
  fees: '/fees',
  doctors: '/doctors',
  contact: '/contact',
  privacy: '/privacy',
  accessibility: '/accessibility',
  emergency: '/emergency',
  /** The guides for patients, each at /guides/<slug>. */
  guides: '/guides',
  /** What the service worker answers, offline, for a page it has not kept (src/sw.ts). */
  offline: '/offline',
  booking: '/#appointment-booking',
  /** The booking form on a page of its own, for links from outside (search listings, shared links). */
  book: '/book',
  /** An appointment confirmed by the clinic: /visit?d=2026-12-01&t=10:30 (src/lib/visit.ts). */
  visit: '/visit',
  /** The staff page that makes those links; not linked from the site, not indexed. */
  visitNew: '/visit/new',
} as const;

/** The plain-words statements, each a page of its own at /privacy and /accessibility. */
export const statements = ['privacy', 'accessibility'] as const;

export const servicePath = (slug: string) => `/services/${slug}`;
export const guidePath = (slug: string) => `${routes.guides}/${slug}`;

/** Files the build draws from the clinic's brand (endpoints in src/pages), for link previews, icons and search. */
export const assets = {
  /** 1200×630 link preview: name, tagline and phone. */
  ogImage: '/og.jpg',
  favicon: '/favicon.svg',
  icon192: '/icon-192.png',
  /** Also the logo in the structured data. */
  logo: '/icon-512.png',
  appleTouchIcon: '/apple-touch-icon.png',
  /** Full-bleed, for the home screen's own shape (a circle, a squircle) once the site is installed. */
  maskableIcon: '/icon-maskable-512.png',
  manifest: '/manifest.webmanifest',
} as const;

/** The link preview's size (assets.ogImage), drawn to it and named in every page's head. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** A path in the given language: the default language lives at the root, others under /<locale>/. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return `/${locale}${path === '/' ? '' : path.startsWith('/#') ? path.slice(1) : path}`;
}

/** Home › Services › the service: the trail shown above a service page, and told to search engines. */
export function serviceTrail(title: string, locale: Locale, words: { home: string; services: string }) {
  return [
    { label: words.home, href: localePath(locale, routes.home) },
    { label: words.services, href: localePath(locale, routes.services) },
    { label: title },
  ];
}

/** Home › Guides › the guide: the trail shown above a guide's page, and told to search engines. */
export function guideTrail(title: string, locale: Locale, words: { home: string; guides: string }) {
  return [
    { label: words.home, href: localePath(locale, routes.home) },
    { label: words.guides, href: localePath(locale, routes.guides) },
    { label: title },
  ];
}

/** The route key a path belongs to, for marking the current page in the navigation. */
export function isCurrent(current: string, target: string): boolean {
  const clean = (p: string) => p.replace(/\/+$/, '') || '/';
  // A home page is current only on itself: /ml is not a section holding /ml/contact.
  if (target === '/' || locales.some((l) => target === `/${l}`)) return clean(current) === target;
  return clean(current) === target || clean(current).startsWith(`${target}/`);
}

/** The language a path belongs to: /ml/about is Malayalam, /about English. */
export function pathLocale(path: string): Locale {
  return locales.find((l) => l !== defaultLocale && (path === `/${l}` || path.startsWith(`/${l}/`))) ?? defaultLocale;
}

/** The same page in another language: /about ↔ /ml/about, / ↔ /ml. */
export function translatePath(path: string, to: Locale): string {
  const from = pathLocale(path);
  const base = from === defaultLocale ? path : path.slice(from.length + 1) || '/';
  return localePath(to, base);
}

/** getStaticPaths entries for a page published in every language: `[...lang]` is empty for the default one. */
export const localeStaticPaths = () =>
  locales.map((locale) => ({ params: { lang: locale === defaultLocale ? undefined : locale }, props: { locale } }));
