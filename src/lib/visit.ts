// An appointment the clinic confirms with a link, /visit?d=2026-12-01&t=10:30[&doc=slug]: no personal data, only the
// date and time in clinic time (India Standard Time, UTC+05:30 all year) and optionally the doctor. Pure functions,
// used by the visit page's script, the staff page that makes the links, and the tests.
import { IST_OFFSET_MS } from './dates';
import { formatDay } from './formats';
import type { Locale } from '@/model/locales';

export interface Visit {
  /** "2026-12-01" */
  date: string;
  /** "10:30", 24-hour clinic time. */
  time: string;
  /** A doctor's slug, when the link names one the site knows. */
  doctor?: string;
}

/** How long the calendar entry lasts. */
export const VISIT_MINUTES = 30;

/** The appointment in a link's query, or null when its date or time is missing or not a real one. */
export function parseVisit(query: URLSearchParams, doctors: readonly string[]): Visit | null {
  const date = query.get('d') ?? '';
  const time = query.get('t') ?? '';
  // A real calendar date: one that Date reads back as itself (not 2026-02-30).
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T12:00:00Z`).toISOString().startsWith(date);
  if (!real || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const doctor = query.get('doc') ?? '';
  return doctors.includes(doctor) ? { date, time, doctor } : { date, time };
}

/** The link's query: "d=2026-12-01&t=10:30&doc=slug". */
export const visitQuery = ({ date, time, doctor }: Visit) =>
  new URLSearchParams({ d: date, t: time, ...(doctor ? { doc: doctor } : {}) }).toString();

/** The instant the appointment starts. */
export function visitStart({ date, time }: Visit): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - IST_OFFSET_MS);
}

/** "20261201T050000Z" */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as an iCalendar value: backslash, semicolon, comma and line breaks escaped. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Long lines folded at 75 octets (RFC 5545, 3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  return [...parts, part].join('\r\n ');
}

export interface VisitEvent {
  title: string;
  location: string;
  description: string;
  /** The confirmation page itself, kept in the entry. */
  url: string;
}

/**
 * The appointment as an iCalendar file: one event in UTC (so no time zone table is needed), with a reminder the day
 * before. `now` stamps it.
 */
export function visitCalendar(visit: Visit, event: VisitEvent, now: Date): string {
  const start = visitStart(visit);
  const end = new Date(start.getTime() + VISIT_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    // The product that made the file: the clinic's site, named by its host.
    `PRODID:-//${new URL(event.url).hostname}//Appointment//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${utcStamp(start)}-${visit.doctor ?? 'clinic'}@${new URL(event.url).hostname}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(event.title)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The same event as a Google Calendar link (times in UTC). */
export function googleCalendarLink(visit: Visit, event: VisitEvent): string {
  const start = visitStart(visit);
  const end = new Date(start.getTime() + VISIT_MINUTES * 60_000);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: `${event.description}\n${event.url}`,
    location: event.location,
    ctz: 'Asia/Kolkata',
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** "Tuesday, 1 December 2026" / "2026 ഡിസംബർ 1, ചൊവ്വാഴ്ച": the date in a page's language. */
export const visitDate = (date: string, locale: Locale) => formatDay(date, locale, 'full');
