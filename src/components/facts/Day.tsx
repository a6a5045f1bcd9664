import type { Locale } from '@/model/locales';
import { formatDay, type DayStyle } from '@/lib/formats';

/** A day of the content (an ISO date) as the page's language writes it, marked as a date for machines. */
export function Day({ iso, locale, style = 'long' }: { iso: string; locale: Locale; style?: DayStyle }) {
  return <time dateTime={iso}>{formatDay(iso, locale, style)}</time>;
}
