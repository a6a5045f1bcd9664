// The languages the site is published in. Adding one here makes every Localized field require it.
export const locales = ['en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** A visible text, once per language. */
export type Localized<T = string> = Record<Locale, T>;
