import { clinicYear } from '@/lib/dates';

/** The current year, for the copyright line. The build renders it; the site script refreshes it on the day read. */
export function CurrentYear({ now = new Date() }: { now?: Date }) {
  return <span data-current-year="">{clinicYear(now)}</span>;
}
