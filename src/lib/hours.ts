// Relative, not '@/…': the build's config loads this module before Vite's aliases apply.
import type { Locale } from '../model/locales';
import type { Hours } from '@/model';
import { daysFrom } from '../model/days';
import type { DatedDay, OpenStatusData, StatusTexts, WeekData } from './open-status';
import { fill } from './template';
import { formatDay } from './formats';

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

/** Malayalam names the part of the day before a 12-hour time; from which hour each applies. */
const ML_DAY_PERIODS: readonly [number, string][] = [
  [19, 'രാത്രി'],
  [16, 'വൈകുന്നേരം'],
  [14, 'ഉച്ചകഴിഞ്ഞ്'],
  [12, 'ഉച്ചയ്ക്ക്'],
  [4, 'രാവിലെ'],
  [0, 'രാത്രി'],
];

/**
 * "09:30" → "9:30 AM" in English; in Malayalam the part of the day comes first, as a clinic writes it:
 * "രാവിലെ 9:30", "ഉച്ചയ്ക്ക് 1:00", "ഉച്ചകഴിഞ്ഞ് 3:30", "വൈകുന്നേരം 6:00". Written out rather than left to Intl,
 * whose Malayalam day periods differ between ICU versions and call 6 PM "സന്ധ്യ" (dusk).
 */
export function formatTime(hhmm: string, locale: Locale = 'en'): string {
  const [hour = 0, m = 0] = hhmm.split(':').map(Number);
  // "24:00", a session's end at midnight, reads as midnight: 12:00 AM.
  const h = hour % 24;
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
  // A no-break space keeps "രാവിലെ 9:30" together; a range may still wrap after its dash.
  if (locale === 'ml') return `${ML_DAY_PERIODS.find(([from]) => h >= from)?.[1] ?? ''}\u00a0${clock}`;
  return `${clock} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "13:30" → 810, the minutes since midnight. */
export const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The sessions of one weekday (0 = Sunday), in order of opening. */
export function sessionsOn(hours: Hours, weekday: number) {
  const name = DAY_NAMES[weekday];
  return hours.sessions
    .filter((s) => name !== undefined && s.days.includes(name))
    .sort((a, b) => a.opens.localeCompare(b.opens));
}

/**
 * The weekly hours as rows of days with the same sessions, Monday first, consecutive days as a range and the others
 * listed: [{ days: 'Mon–Fri', sessions: ['10:00 AM–7:00 PM'] }, { days: 'Sat', … }, { days: 'Tue, Sun', sessions: [] }]
 * for a clinic closed on Tuesdays and Sundays. Any week fits in a few rows.
 */
export function weeklySchedule(hours: Hours, words: HoursWords, locale: Locale = 'en'): ScheduleRow[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const key = (day: number) =>
    sessionsOn(hours, day)
      .map((s) => `${s.opens}-${s.closes}`)
      .join(',');
  // Days with the same sessions, in the order of their first day; each as runs of consecutive days.
  const groups = new Map<string, number[][]>();
  for (const day of order) {
    const runs = groups.get(key(day)) ?? [];
    const last = runs.at(-1);
    if (last && order.indexOf(last.at(-1)!) === order.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
    groups.set(key(day), runs);
  }
  const short = (day: number) => words.weekdaysShort[day] ?? '';
  return [...groups.values()].map((runs) => ({
    days: runs
      .map((run) =>
        run.length === 1 ? short(run[0]!) : fill(words.range, { from: short(run[0]!), to: short(run.at(-1)!) }),
      )
      .join(', '),
    sessions: sessionsOn(hours, runs[0]![0]!).map((s) =>
      fill(words.range, { from: formatTime(s.opens, locale), to: formatTime(s.closes, locale) }),
    ),
  }));
}

/** The week on one line: "Mon–Fri 10:00 AM–7:00 PM · Sat 10:00 AM–2:00 PM · Sun 10:00 AM–1:00 PM". */
export const compactWeek = (hours: Hours, words: HoursWords, locale: Locale = 'en') =>
  weeklySchedule(hours, words, locale)
    .map((row) => `${row.days} ${row.sessions.length ? row.sessions.join(', ') : words.closed}`)
    .join(' · ');

/**
 * The week the browser acts on, computed at build time from the hours model: sessions in minutes, each date with its
 * own hours (closed, or other sessions), and the times already written in the page's language.
 */
export function weekData(hours: Hours, locale: Locale): WeekData {
  const times: Record<number, string> = {};
  const inMinutes = (sessions: readonly { opens: string; closes: string }[]) =>
    [...sessions]
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((s): [number, number] => {
        const [opens, closes] = [minutesOf(s.opens), minutesOf(s.closes)];
        times[opens] = formatTime(s.opens, locale);
        times[closes] = formatTime(s.closes, locale);
        return [opens, closes];
      });
  const week = DAY_NAMES.map((_, day) => inMinutes(sessionsOn(hours, day)));
  const dates = Object.fromEntries(
    hours.dates.flatMap((d) =>
      daysFrom(d.from, d.to).map((day): [string, DatedDay] => [
        day,
        { reason: d.reason[locale], sessions: inMinutes(d.sessions) },
      ]),
    ),
  );
  return { week, times, dates };
}

/** What the browser needs to tell a visitor whether the clinic is open right now: the week and the status's words. */
export const openStatusData = (
  hours: Hours,
  words: { weekdays: readonly string[] },
  texts: StatusTexts,
  locale: Locale,
): OpenStatusData => ({ ...weekData(hours, locale), weekdays: words.weekdays, texts });

/** A date, or a run of dates, with its own hours, as the hours tables list it ahead of time. */
export interface DatedRow {
  /** The first day, ISO. */
  from: string;
  /** The last day, ISO: the row is shown until then. */
  until: string;
  /** "Thu, 10 Dec: 9:30 AM–1:00 PM (Staff function)", "Thu, 27 Aug–Sat, 29 Aug: Closed (Onam)". */
  text: string;
}

/** The dates with their own hours whose last day is not before `today` (ISO), first day first, in the page's words. */
export function datedSchedule(
  hours: Hours,
  words: HoursWords & { and: string },
  row: string,
  locale: Locale,
  today: string,
): DatedRow[] {
  const dayOf = (iso: string) => formatDay(iso, locale, 'brief');
  return hours.dates
    .filter((d) => (d.to ?? d.from) >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((d) => {
      const until = d.to ?? d.from;
      const days = until === d.from ? dayOf(d.from) : fill(words.range, { from: dayOf(d.from), to: dayOf(until) });
      const sessions = [...d.sessions]
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map((s) => fill(words.range, { from: formatTime(s.opens, locale), to: formatTime(s.closes, locale) }));
      const open = sessions.join(` ${words.and} `) || words.closed;
      return { from: d.from, until, text: fill(row, { days, hours: open, reason: d.reason[locale] }) };
    });
}
