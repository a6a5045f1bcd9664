import { yearsSince } from '@/lib/dates';

/**
 * Whole years since `since`, e.g. 33 for 1993 in 2026. The build renders today's figure; the site script refreshes it
 * on the day the page is read.
 */
export function YearsSince({ since, now = new Date() }: { since: number; now?: Date }) {
  return <span data-years-since={since}>{yearsSince(since, now)}</span>;
}
