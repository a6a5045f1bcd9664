// Calendar days written as ISO dates ("2026-12-25"): the content's dates, counted at noon UTC, where no time zone can
// move them. The content's rules count with them, as the pages do.

/** The days from `from` to `to` (ISO dates, both included), at most `most` of them: "2026-12-24" to "2026-12-26" is three. */
export function daysFrom(from: string, to: string = from, most = Infinity): string[] {
  const last = Date.parse(`${to}T12:00:00Z`);
  const days: string[] = [];
  // Noon UTC: calendar arithmetic no time zone can move.
  for (let at = Date.parse(`${from}T12:00:00Z`); at <= last && days.length < most; at += 24 * 60 * 60 * 1000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The day before an ISO date: "2027-01-01" → "2026-12-31". */
export const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
