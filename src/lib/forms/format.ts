// Calendar dates as plain year-month-day values: no Date object, so no visitor time zone can shift them.
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The value of an `<input type="date">`: "2026-11-24". */
export const toIsoDate = ({ year, month, day }: CalendarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Reads "2026-11-24"; null for anything that is not a real calendar date. */
export function parseIsoDate(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The same day `months` later, clamped to the end of a shorter month (30 November + 3 → 28 or 29 February). */
export function addMonths({ year, month, day }: CalendarDate, months: number): CalendarDate {
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return { ...target, day: Math.min(day, daysInMonth(target.year, target.month)) };
}

/** 0 = Sunday … 6 = Saturday, from the calendar date itself. */
export const weekdayOf = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
