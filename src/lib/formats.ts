// Numbers and days as the page's language writes them: every Intl format of the site is made here, from the language's
// tag (en-IN, ml-IN).
import { languageTags, type Locale } from '../model/locales';

/**
 * A count in Indian grouping, 1,50,000, in both editions: CLDR's Malayalam pattern groups in thousands in Node and
 * Chromium, while Malayalam papers group in lakhs; en-IN writes that with the same digits (src/lib/fees.ts).
 */
const grouped = new Intl.NumberFormat('en-IN');
export const formatNumber = (n: number) => grouped.format(n);

/** How a day is written: "28 November 2026", "Saturday, 28 November 2026", "November 2026", "28 November", "Sat, 28 Nov". */
const dayStyles = {
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  month: { month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  brief: { weekday: 'short', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof dayStyles;

/** A calendar day (an ISO date, "2026-11-28") in the page's language, read at noon UTC so no zone moves it. */
export const formatDay = (iso: string, locale: Locale, style: DayStyle = 'long') =>
  new Intl.DateTimeFormat(languageTags[locale], { ...dayStyles[style], timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** Items as the page's language lists them: "cash, UPI and cheque" (`and`), "a call or a chat" (`or`). */
export const formatList = (items: string[], locale: Locale, joined: 'and' | 'or' = 'and') =>
  new Intl.ListFormat(languageTags[locale], { type: joined === 'and' ? 'conjunction' : 'disjunction' }).format(items);
