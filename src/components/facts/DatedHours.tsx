import type { PageContext } from '@/lib/page-context';
import { clinicToday } from '@/lib/dates';
import { datedSchedule } from '@/lib/hours';

/** The holidays and days of other hours not over on the day of the build, in the page's words. */
export const datedRows = ({ clinic, locale, words }: PageContext) =>
  datedSchedule(clinic.hours, words.shell.hours, words.shell.datedHours.row, locale, clinicToday(new Date()));

/**
 * The holidays and days of other hours still ahead, under a table of the weekly hours; nothing when none is listed.
 * Each row is marked with its last day, so that the page's own clock hides a row that has passed since the build
 * (src/scripts/inline/shown-by-date.ts).
 */
export function DatedHours({ page, className = '' }: { page: PageContext; className?: string }) {
  const { words } = page;
  const rows = datedRows(page);
  if (!rows.length) return null;
  return (
    <div
      className={className}
      data-shown-until={rows
        .map((r) => r.until)
        .sort()
        .at(-1)}
    >
      <p className="font-semibold">{words.shell.datedHours.title}</p>
      <ul className="mt-1 space-y-1">
        {rows.map((row) => (
          <li key={row.text} data-shown-until={row.until}>
            {row.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
