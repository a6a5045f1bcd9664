import type { Hours } from '@/content/schema';
import { fill } from './template';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface HoursWords {
  weekdaysShort: readonly string[];
  weekdays: readonly string[];
  range: string;
  closed: string;
}

export interface ScheduleRow {
  /** Days the row covers, e.g. "Mon–Sat" or "Sun". */
  days: string;
  /** Opening sessions such as "9:30 AM–1:00 PM"; empty when closed. */
  sessions: string[];
}

/** "09:30" → "9:30 AM"; "15:30" → "3:30 PM". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The sessions of one weekday (0 = Sunday), in order of opening. */
export function sessionsOn(hours: Hours, weekday: number) {
  const name = DAY_NAMES[weekday];
  return hours.sessions
    .filter((s) => name !== undefined && s.days.includes(name))
    .sort((a, b) => a.opens.localeCompare(b.opens));
}

/**
 * The weekly hours as rows of consecutive days with the same sessions, Monday first:
 * [{ days: 'Mon–Sat', sessions: ['9:30 AM–1:00 PM', '3:30 PM–6:00 PM'] }, { days: 'Sun', sessions: [] }].
 */
export function weeklySchedule(hours: Hours, words: HoursWords): ScheduleRow[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const key = (day: number) =>
    sessionsOn(hours, day)
      .map((s) => `${s.opens}-${s.closes}`)
      .join(',');
  const rows: { from: number; to: number; key: string }[] = [];
  for (const day of order) {
    const last = rows.at(-1);
    if (last && last.key === key(day)) last.to = day;
    else rows.push({ from: day, to: day, key: key(day) });
  }
  return rows.map(({ from, to }) => ({
    days:
      from === to
        ? (words.weekdaysShort[from] ?? '')
        : fill(words.range, { from: words.weekdaysShort[from] ?? '', to: words.weekdaysShort[to] ?? '' }),
    sessions: sessionsOn(hours, from).map((s) =>
      fill(words.range, { from: formatTime(s.opens), to: formatTime(s.closes) }),
    ),
  }));
}
