// Whether the clinic is open at a given instant, in clinic time. Runs in the browser: it imports no content.
import { clinicDay, sessionsOnDate } from './dates';
import { fill } from './template';

export interface StatusTexts {
  /** "Open now · closes {time}" */
  open: string;
  /** Before a session later today: "Closed · opens {time}" */
  opensLater: string;
  /** After the last session of the day: "Closed · opens {day} {time}" */
  opensOn: string;
  /** A day of the week without sessions: "Closed today · opens {day} {time}" */
  closedToday: string;
  /** A date the clinic is closed all day: "Closed today ({reason}) · opens {day} {time}" */
  holiday: string;
  /** No opening in the coming week. */
  closed: string;
}

/** The clinic's week as data, in one language: what the booking form is given. */
export interface WeekData {
  /** Sessions of each weekday (0 = Sunday) as [opens, closes] in minutes since midnight, clinic time. */
  week: [number, number][][];
  /** Each opening and closing minute as printed, e.g. 780 → "1:00 PM". */
  times: Record<number, string>;
  /** The dates whose hours are not their weekday's, closed all day or open at other times, by ISO date. */
  dates: Record<string, DatedDay>;
}

/** A date's own hours: "2026-12-25" → { reason: 'Christmas', sessions: [] }, a half day with its morning session. */
export interface DatedDay {
  reason: string;
  /** The sessions of that date, [opens, closes] in minutes; none when the clinic is closed all day. */
  sessions: [number, number][];
}

/** The week with the weekday names, as the status line and the booking form act on it. */
export interface ClinicWeek extends WeekData {
  /** Weekday names, Sunday first. */
  weekdays: readonly string[];
}

/** The week with the status line's words: what every page carries in its head. */
export interface OpenStatusData extends ClinicWeek {
  texts: StatusTexts;
}

export interface OpenStatus {
  open: boolean;
  text: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The live status at the instant `now`, e.g. { open: true, text: 'Open now · closes 1:00 PM' }. */
export function openStatus(data: OpenStatusData, now: Date): OpenStatus {
  const { times, dates, weekdays, texts } = data;
  const today = clinicDay(now);
  // Calendar arithmetic on a UTC date at noon: no time zone or daylight saving can move the day.
  const day = (offset: number) => new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12));
  const iso = isoDate(day(0));
  const sessions = sessionsOnDate(data, iso, today.weekday);
  // A date of its own hours, once its sessions are over (all day, for a closure), is closed for the reason it gives.
  const reason = dates[iso]?.reason;

  const current = sessions.find(([opens, closes]) => opens <= today.minutes && today.minutes < closes);
  if (current) return { open: true, text: fill(texts.open, { time: times[current[1]] ?? '' }) };
  const later = sessions.find(([opens]) => opens > today.minutes);
  if (later) return { open: false, text: fill(texts.opensLater, { time: times[later[0]] ?? '' }) };

  const template = reason !== undefined ? texts.holiday : sessions.length ? texts.opensOn : texts.closedToday;
  for (let offset = 1; offset <= 7; offset++) {
    const date = day(offset);
    const first = sessionsOnDate(data, isoDate(date), date.getUTCDay())[0];
    if (first)
      return {
        open: false,
        text: fill(template, {
          day: weekdays[date.getUTCDay()] ?? '',
          time: times[first[0]] ?? '',
          reason: reason ?? '',
        }),
      };
  }
  return { open: false, text: texts.closed };
}

/** The id of the block in which every page carries its week and status words (BaseLayout.astro writes it). */
export const openStatusBlockId = 'open-status-data';

/** The week and status words the page carries in its head, in its language; null on a page without them. */
export function pageOpenStatusData(): OpenStatusData | null {
  const json = document.getElementById(openStatusBlockId)?.textContent;
  return json ? (JSON.parse(json) as OpenStatusData) : null;
}
