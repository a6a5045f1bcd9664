// The languages the site is published in. Adding one here makes every text of the content require it, gives the
// editor at /admin a field for it beside each text, and publishes the site in it.
export const locales = ['en', 'ml'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language as written in India (BCP 47): for times, hreflang, og:locale and structured data. */
export const languageTags: Record<Locale, string> = { en: 'en-IN', ml: 'ml-IN' };

/** A visible text, once per language. */
export type Localized<T = string> = Record<Locale, T>;
