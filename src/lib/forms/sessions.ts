// The clinic's sessions as the booking form offers them: the sessions of its week, the days it opens, and the time
// control's options for a chosen day (its own sessions, on a date with other hours).
import { parseIsoDate, toIsoDate, weekdayOf } from './format';
import type { ClinicWeek, WeekData } from '@/lib/open-status';
import { sessionsOnDate } from '@/lib/dates';
import { fill } from '@/lib/template';

/** A session of the clinic's week: [opens, closes] in minutes since midnight, clinic time (closes 1440: midnight). */
export type Session = [number, number];

/** The sessions of the clinic's week, each once, in order of opening: [[570, 780], [930, 1080]]. */
export function weekSessions(week: ClinicWeek['week']): Session[] {
  const seen = new Map(week.flat().map((s) => [`${s[0]}-${s[1]}`, s]));
  return [...seen.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The days the clinic opens, Monday first, as runs of days: "Monday to Saturday"; `range` is "{from} to {to}". */
export function openDays({ week, weekdays }: { week: WeekData['week']; weekdays: readonly string[] }, range: string) {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    if (week[day]?.length) run.push(day);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs
    .map(([from = 0, ...rest]) =>
      rest.length ? fill(range, { from: weekdays[from] ?? '', to: weekdays[rest.at(-1)!] ?? '' }) : weekdays[from],
    )
    .join(', ');
}

/** A session as the time control's value: "570-780". */
export const sessionValue = ([opens, closes]: Session) => `${opens}-${closes}`;

/** The session a time control's value stands for, or null for "any time" and anything no option could send. */
export function parseSession(value: string): Session | null {
  const match = /^(\d{1,4})-(\d{1,4})$/.exec(value);
  if (!match) return null;
  const [opens, closes] = [Number(match[1]), Number(match[2])];
  return opens < closes && closes <= 24 * 60 ? [opens, closes] : null;
}

export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** A session is named by when it starts: morning before noon, afternoon before 5 PM, evening from then on. */
export const partOfDay = (opens: number): PartOfDay =>
  opens < 12 * 60 ? 'morning' : opens < 17 * 60 ? 'afternoon' : 'evening';

/** A date the clinic takes: its ISO date and sessions (its own, on a date with other hours); or undefined. */
export function openDay(week: ClinicWeek | null, value: string) {
  const date = parseIsoDate(value.trim());
  if (!week || !date) return undefined;
  const iso = toIsoDate(date);
  const sessions = sessionsOnDate(week, iso, weekdayOf(date));
  return sessions.length ? { iso, sessions } : undefined;
}

/** One option of the time control: a session, named by its part of the day once a day is chosen. */
export interface TimeChoice {
  value: string;
  session: Session;
  /** Only for a chosen day's sessions: before a date is chosen, one time may be a morning on one day and not another. */
  part?: PartOfDay;
}

/**
 * The sessions the time control offers: once the date is a day the clinic takes, that day's sessions, each named by its
 * part of the day; before, the week's distinct sessions, by their times alone.
 */
export function timeChoices(week: ClinicWeek | null, date: string): TimeChoice[] {
  const day = openDay(week, date);
  if (day === undefined)
    return weekSessions(week?.week ?? []).map((session) => ({ value: sessionValue(session), session }));
  return [...day.sessions]
    .sort((a, b) => a[0] - b[0])
    .map((session) => ({ value: sessionValue(session), session, part: partOfDay(session[0]) }));
}

/**
 * The time as the control shows it for the chosen date: a session chosen before the date that lies within one of that
 * day's sessions becomes that session (the clinic is open then: never refused); otherwise the value is unchanged.
 */
export function fitTime(week: ClinicWeek | null, date: string, time: string): string {
  const chosen = parseSession(time);
  const day = openDay(week, date);
  if (!chosen || day === undefined) return time;
  const within = day.sessions.filter(([opens, closes]) => opens <= chosen[0] && chosen[1] <= closes);
  return within.length ? sessionValue(within[0]!) : time;
}

/** What a time control option reads: "Evening, 3:30 PM–6:00 PM" for a day's session, "3:30 PM–6:00 PM" before. */
export function timeLabel(
  choice: Pick<TimeChoice, 'session' | 'part'>,
  words: Record<PartOfDay, string> & { option: string; times: string },
  times: ClinicWeek['times'],
): string {
  const [from = '', to = ''] = choice.session.map((minutes) => times[minutes] ?? '');
  return choice.part ? fill(words.option, { name: words[choice.part], from, to }) : fill(words.times, { from, to });
}
