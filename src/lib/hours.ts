import type { Hours } from '@/content/schema';
import { languageTags, type Locale } from '@/content/locales';
import type { OpenStatusData, StatusTexts } from './open-status';
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

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * A clinic time written the way the language writes it: "09:30" → "9:30 AM", "15:30" → "3:30 PM" in en-IN.
 * Intl chooses the pattern and the words; AM and PM are printed in capitals, as on the clinic's signboard, and
 * after a plain space (recent ICU puts a narrow no-break space there, which find-in-page and copy-paste trip over).
 */
export function formatTime(hhmm: string, languageTag: string): string {
  const minutes = minutesOf(hhmm);
  return new Intl.DateTimeFormat(languageTag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .formatToParts(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60))
    .map((p) => (p.type === 'dayPeriod' ? p.value.toLocaleUpperCase(languageTag) : p.value.replace(/\s/gu, ' ')))
    .join('');
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
export function weeklySchedule(hours: Hours, words: HoursWords, locale: Locale): ScheduleRow[] {
  const tag = languageTags[locale];
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
      fill(words.range, { from: formatTime(s.opens, tag), to: formatTime(s.closes, tag) }),
    ),
  }));
}

/**
 * What the browser needs to tell a visitor whether the clinic is open right now, computed at build time from
 * the hours model: sessions in minutes, closures by date, and every text already written in the page's language.
 */
export function openStatusData(
  hours: Hours,
  words: { weekdays: readonly string[] },
  texts: StatusTexts,
  locale: Locale,
): OpenStatusData {
  const tag = languageTags[locale];
  const times: Record<number, string> = {};
  const week = DAY_NAMES.map((_, day) =>
    sessionsOn(hours, day).map((s): [number, number] => {
      const [opens, closes] = [minutesOf(s.opens), minutesOf(s.closes)];
      times[opens] = formatTime(s.opens, tag);
      times[closes] = formatTime(s.closes, tag);
      return [opens, closes];
    }),
  );
  return {
    week,
    times,
    closures: Object.fromEntries(hours.closures.map((c) => [c.date, c.reason[locale]])),
    weekdays: [...words.weekdays],
    texts,
  };
}
