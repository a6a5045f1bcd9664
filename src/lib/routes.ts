import { defaultLocale, type Locale } from '@/content/locales';

/** The site's pages, as paths of the default language. */
export const routes = {
  home: '/',
  about: '/about',
  services: '/services',
  doctors: '/doctors',
  contact: '/contact',
  privacy: '/privacy',
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
