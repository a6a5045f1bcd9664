// The languages the site is published in. Adding one here makes every Localized field require it.
export const locales = ['en', 'ml'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** A visible text, once per language. */
export type Localized<T = string> = Record<Locale, T>;

/** The language tags search engines read in hreflang and the sitemap: the languages as written in India. */
export const hreflang: Record<Locale, string> = { en: 'en-IN', ml: 'ml-IN' };
