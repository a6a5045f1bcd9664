import type { Locale } from '@/content/locales';
import { parseIsoDate, weekdayOf } from './format';
import {
  NAME_MAX,
  NAME_MIN,
  MESSAGE_MAX,
  EMAIL_MAX,
  checked,
  cleanAll,
  dateProblem,
  firstOf,
  isEmail,
  isPhone,
  type ClinicWeek,
  type DateProblem,
  type FormRules,
} from './rules';
import { fill } from '@/lib/template';

export const BOOKING_SERVICES = [
  'general-checkup',
  'cleaning',
  'cosmetic',
  'orthodontics',
  'implants',
  'root-canal',
  'emergency',
] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];

export const FOR_WHOM = ['self', 'child', 'parent', 'other'] as const;
export type ForWhom = (typeof FOR_WHOM)[number];

export const AGE_MAX = 120;

/** The booking form's validation messages, in the page's language. `{max}`, `{day}`, `{date}`, `{reason}` are filled in. */
export interface BookingMessages {
  nameRequired: string;
  nameMin: string;
  nameMax: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  serviceRequired: string;
  dateRequired: string;
  dateOutOfRange: string;
  /** A weekday without sessions: "The clinic is closed on {day}s. …" */
  dateClosedDay: string;
  /** A dated closure: "The clinic is closed on {date} ({reason}). …" */
  dateClosure: string;
  /** A session that the chosen day does not have: "… on {day}s. …" */
  timeUnavailable: string;
  ageInvalid: string;
  messageMax: string;
}

/** What the visitor types into the booking form. */
export interface BookingInput {
  name: string;
  email: string;
  phone: string;
  service: string;
  date: string;
  /** The preferred session as its minutes ("570-780": 9:30 AM to 1:00 PM, clinic time), or '' for any time. */
  time: string;
  forWhom: string;
  /** Only when the appointment is for someone else. */
  patientName: string;
  patientAge: string;
  message: string;
}

/** A valid, cleaned booking request. */
export interface BookingRequest extends BookingInput {
  service: BookingService;
  forWhom: ForWhom;
}

const isBookingService = (value: string): value is BookingService =>
  (BOOKING_SERVICES as readonly string[]).includes(value);
const isForWhom = (value: string): value is ForWhom => (FOR_WHOM as readonly string[]).includes(value);

/** The sessions of the clinic's week, each once, in order of opening: [[570, 780], [930, 1080]]. */
export function weekSessions(week: ClinicWeek['week']): [number, number][] {
  const seen = new Map(week.flat().map((s) => [`${s[0]}-${s[1]}`, s]));
  return [...seen.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The days the clinic opens, Monday first, as runs of days: "Monday to Saturday"; `range` is "{from} to {to}". */
export function openDays({ week, weekdays }: Pick<ClinicWeek, 'week' | 'weekdays'>, range: string): string {
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
export const sessionValue = ([opens, closes]: [number, number]) => `${opens}-${closes}`;

/** A session's part of the day: morning before noon, evening after. */
export const sessionName = (opens: number) => (opens < 12 * 60 ? 'morning' : 'evening');

/** The day as a visitor reads it in an error: "25 December", "ഡിസംബർ 25". */
const dayAndMonth = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(`${locale}-IN`, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/**
 * The booking rules. `now` fixes "today" (clinic time) for the date window; `week` (the page's hours) refuses the days
 * and sessions the clinic does not hold, in the page's language (`locale`).
 */
export function bookingRules(
  m: BookingMessages,
  now: Date,
  week: ClinicWeek | null,
  locale: Locale = 'en',
): FormRules<BookingInput, BookingRequest> {
  return (input) => {
    const v = cleanAll(input, ['message']);
    const date = dateProblem(v.date, now, week);
    // Any other value (only a changed page could send one) counts as the visitor themselves.
    const someoneElse = isForWhom(v.forWhom) && v.forWhom !== 'self';
    // The sessions the time may name: those of the chosen day once it is a day the clinic takes, else the week's.
    const day = date || !week ? undefined : weekdayOf(parseIsoDate(v.date)!);
    const sessions = (day === undefined ? weekSessions(week?.week ?? []) : (week?.week[day] ?? [])).map(sessionValue);
    return checked(v, {
      name: nameProblem(m, v.name),
      email: firstOf(
        v.email === '' && m.emailRequired,
        (v.email.length > EMAIL_MAX || !isEmail(v.email)) && m.emailInvalid,
      ),
      phone: firstOf(v.phone === '' && m.phoneRequired, !isPhone(v.phone) && m.phoneInvalid),
      // Not cleaned: only one of the listed values will do.
      service: isBookingService(input.service) ? undefined : m.serviceRequired,
      date: date ? dateMessage(m, date, v.date, week, locale) : undefined,
      // A session the chosen day does not have (Saturday evening, once Saturday evenings are closed).
      time:
        day === undefined || v.time === '' || sessions.includes(v.time)
          ? undefined
          : fill(m.timeUnavailable, { day: week!.weekdays[day]! }),
      forWhom: undefined,
      patientName: someoneElse ? nameProblem(m, v.patientName) : undefined,
      patientAge: firstOf(
        someoneElse && !(/^\d{1,3}$/.test(v.patientAge) && Number(v.patientAge) <= AGE_MAX) && m.ageInvalid,
      ),
      message: firstOf(v.message.length > MESSAGE_MAX && fill(m.messageMax, { max: MESSAGE_MAX })),
    });
  };
}

function dateMessage(m: BookingMessages, problem: DateProblem, iso: string, week: ClinicWeek | null, locale: Locale) {
  if (problem.kind === 'closedDay') return fill(m.dateClosedDay, { day: week?.weekdays[problem.weekday] ?? '' });
  if (problem.kind === 'closure')
    return fill(m.dateClosure, { date: dayAndMonth(iso, locale), reason: problem.reason });
  return problem.kind === 'required' ? m.dateRequired : m.dateOutOfRange;
}

function nameProblem(m: BookingMessages, name: string) {
  return firstOf(
    name === '' && m.nameRequired,
    name.length < NAME_MIN && m.nameMin,
    name.length > NAME_MAX && fill(m.nameMax, { max: NAME_MAX }),
  );
}

export const emptyBooking: BookingInput = {
  name: '',
  email: '',
  phone: '',
  service: '',
  date: '',
  time: '',
  forWhom: 'self',
  patientName: '',
  patientAge: '',
  message: '',
};
