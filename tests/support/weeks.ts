// Clinics' weeks for the tests of everything that reads the hours: the kinds of week a clinic may keep, written as the
// content model has them (src/model/), and an arbitrary week for property tests (fast-check).
import fc from 'fast-check';
import { copy } from '@/copy';
import type { Locale } from '@/model/locales';
import type { Hours } from '@/model';
import { hoursSchema } from '@/model';
import { openStatusData } from '@/lib/hours';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** "10:00" from 600; 1440 is "24:00", a session that ends at midnight. */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A date with its own hours as the content writes it: closed all day without sessions; `to` for several days. */
export type DatedInput = Omit<Hours['dates'][number], 'sessions' | 'to'> & {
  to?: string;
  sessions?: Hours['dates'][number]['sessions'];
};

/**
 * Hours from each weekday's sessions in minutes (0 = Sunday), as the editor writes them: one session per distinct
 * time, listing its days. Validated by the content schema, so that a test week is one a clinic can publish.
 */
export function hoursOf(week: readonly (readonly [number, number][])[], dates: readonly DatedInput[] = []): Hours {
  const byTime = new Map<string, { days: Weekday[]; opens: string; closes: string }>();
  week.forEach((sessions, day) => {
    for (const [opens, closes] of sessions) {
      const key = `${opens}-${closes}`;
      const session = byTime.get(key) ?? { days: [], opens: hhmm(opens), closes: hhmm(closes) };
      session.days.push(WEEKDAYS[day]!);
      byTime.set(key, session);
    }
  });
  return hoursSchema.parse({ timeZone: 'Asia/Kolkata', sessions: [...byTime.values()], dates });
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const days = (mon: [number, number][], sat: [number, number][] = mon, sun: [number, number][] = []) => [
  sun,
  mon,
  mon,
  mon,
  mon,
  mon,
  sat,
];

/** The kinds of week the site must handle, each as a clinic could write it. */
export const namedWeeks: Record<string, [number, number][][]> = {
  'one long session on weekdays, a shorter Saturday, Sunday mornings': days(
    [[h(10), h(19)]],
    [[h(10), h(14)]],
    [[h(10), h(13)]],
  ),
  'two sessions, Monday to Saturday': days([
    [h(9, 30), h(13)],
    [h(15, 30), h(18)],
  ]),
  'three sessions a day': days([
    [h(8), h(11)],
    [h(13), h(16)],
    [h(17, 30), h(20, 30)],
  ]),
  'one session across noon': days([[h(11), h(15)]]),
  'Saturday with other hours than the weekdays': days(
    [
      [h(9), h(12, 30)],
      [h(16), h(20)],
    ],
    [[h(9), h(12, 30)]],
  ),
  'open on Sunday too': days([[h(9), h(17)]], [[h(9), h(17)]], [[h(9), h(12)]]),
  'a day closed mid-week': (() => {
    const week = days([[h(9), h(13)]]);
    week[3] = [];
    return week;
  })(),
  'an evening session ending at midnight': days([
    [h(14), h(17)],
    [h(18), h(24)],
  ]),
};

/** A week of 0 to 3 sessions a day at half-hour boundaries (midnight included), open at least one day. */
export const arbitraryWeek: fc.Arbitrary<[number, number][][]> = fc
  .array(
    fc
      .uniqueArray(fc.integer({ min: 0, max: 48 }), { maxLength: 6 })
      .map((bounds) => bounds.slice(0, bounds.length - (bounds.length % 2)).sort((a, b) => a - b))
      .map((bounds) => {
        const sessions: [number, number][] = [];
        for (let i = 0; i < bounds.length; i += 2) sessions.push([bounds[i]! * 30, bounds[i + 1]! * 30]);
        return sessions;
      }),
    { minLength: 7, maxLength: 7 },
  )
  .filter((week) => week.some((day) => day.length > 0));

/** A week as a page carries it (#open-status-data): sessions in minutes, their printed times, in `locale`. */
export const pageWeek = (hours: Hours, locale: Locale = 'en') =>
  openStatusData(hours, copy[locale].shell.hours, copy[locale].shell.status, locale);

/** The opening hours search engines are told for `hours`: each session with its days, a session to midnight at 23:59. */
export const openingHoursOf = (hours: Hours) =>
  hours.sessions.map((s) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: s.days,
    opens: s.opens,
    closes: s.closes === '24:00' ? '23:59' : s.closes,
  }));
