import { clinicYear, yearsSince } from '@/lib/dates';

// The build renders today's figure; a few lines of script in the base layout refresh it on the day the page is read.

/** Whole years since `since`, e.g. 33 for 1993 in 2026. */
export function YearsSince({ since, now = new Date() }: { since: number; now?: Date }) {
  return <span data-years-since={since}>{yearsSince(since, now)}</span>;
}

/** The current year, for the copyright line. */
export function CurrentYear({ now = new Date() }: { now?: Date }) {
  return <span data-current-year="">{clinicYear(now)}</span>;
}
