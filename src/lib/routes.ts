import { defaultLocale, locales, type Locale } from '@/content/locales';

/** The site's pages, as paths of the default language. */
export const routes = {
  home: '/',
  about: '/about',
  services: '/services',
  doctors: '/doctors',
  contact: '/contact',
  privacy: '/privacy',
  accessibility: '/accessibility',
  booking: '/#appointment-booking',
} as const;

export const servicePath = (slug: string) => `/services/${slug}`;

/** A path in the given language: the default language lives at the root, others under /<locale>/. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return `/${locale}${path === '/' ? '' : path.startsWith('/#') ? path.slice(1) : path}`;
}

/** The route key a path belongs to, for marking the current page in the navigation. */
export function isCurrent(current: string, target: string): boolean {
  const clean = (p: string) => p.replace(/\/+$/, '') || '/';
  if (target === '/') return clean(current) === '/';
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
