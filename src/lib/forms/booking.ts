import type { Locale } from '@/model/locales';
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
  type DateProblem,
  type FormRules,
} from './rules';
import type { ClinicWeek } from '@/lib/open-status';
import { fitTime, openDay, parseSession, sessionValue } from './sessions';
import { fill } from '@/lib/template';
import { formatDay } from '@/lib/formats';

/**
 * The choices the form offers, as the page writes them (BookingIsland.astro): the clinic's (src/content/booking.yaml)
 * and "Other", each by its English words and the specialty of the service that treats it (the value sent to the
 * clinic), and the words a visitor reads in the page's language.
 */
export type BookingServices = Record<string, string>;

/** A choice of the form as the content gives it: the patient's words, and the service that treats it, if any. */
export interface ServiceChoice {
  choice: Record<Locale, string>;
  service?: { title: Record<Locale, string>; specialty?: Record<Locale, string> | undefined };
}

/**
 * What the clinic reads of a choice in the message: the patient's words, then the service's specialty (or its name)
 * when it says more: "Root canal treatment (Endodontics)".
 */
export function choiceValue({ choice, service }: ServiceChoice): string {
  const treatedBy = service?.specialty?.en ?? service?.title.en;
  return treatedBy && treatedBy.toLowerCase() !== choice.en.toLowerCase() ? `${choice.en} (${treatedBy})` : choice.en;
}

/** The choices the form offers on a page in `locale`, in the content's order, then "Other" (`other`, by language). */
export function serviceChoices(
  choices: readonly ServiceChoice[],
  other: Record<Locale, string>,
  locale: Locale,
): BookingServices {
  return Object.fromEntries([...choices.map((c) => [choiceValue(c), c.choice[locale]]), [other.en, other[locale]]]);
}

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
  /** A session that the chosen day does not have: "… not open {from}–{to} on {date}. …" */
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
  forWhom: ForWhom;
}

const isForWhom = (value: string): value is ForWhom => (FOR_WHOM as readonly string[]).includes(value);

/** The day as a visitor reads it in an error: "25 December", "ഡിസംബർ 25". */
const dayAndMonth = (iso: string, locale: Locale) => formatDay(iso, locale, 'dayMonth');

/** What the rules hold a request against: the clinic's week (the page's hours), and the English names of the services. */
export interface BookingChoices {
  week: ClinicWeek | null;
  services: readonly string[];
}

/**
 * The booking rules. `now` fixes "today" (clinic time) for the date window; the week refuses the days and sessions the
 * clinic does not hold, in the page's language (`locale`); the service is one of those offered.
 */
export function bookingRules(
  m: BookingMessages,
  now: Date,
  { week, services }: BookingChoices,
  locale: Locale = 'en',
): FormRules<BookingInput, BookingRequest> {
  return (input) => {
    const v = cleanAll(input, ['message']);
    const date = dateProblem(v.date, now, week);
    // Any other value (only a changed page could send one) counts as the visitor themselves.
    const someoneElse = isForWhom(v.forWhom) && v.forWhom !== 'self';
    // The time is judged against the chosen day as the control shows it: a session within the day's hours is taken,
    // and the request carries that session.
    const day = date ? undefined : openDay(week, v.date);
    const time = fitTime(week, v.date, v.time);
    const refused = day !== undefined && time !== '' && !day.sessions.some((session) => sessionValue(session) === time);
    return checked(
      { ...v, time },
      {
        name: nameProblem(m, v.name),
        email: firstOf(
          v.email === '' && m.emailRequired,
          (v.email.length > EMAIL_MAX || !isEmail(v.email)) && m.emailInvalid,
        ),
        phone: firstOf(v.phone === '' && m.phoneRequired, !isPhone(v.phone) && m.phoneInvalid),
        // Not cleaned: only one of the listed values will do.
        service: services.includes(input.service) ? undefined : m.serviceRequired,
        date: date ? dateMessage(m, date, v.date, week, locale) : undefined,
        // A session the chosen day does not have (Saturday evening, once Saturday evenings are closed).
        time: refused ? timeMessage(m, week!, day!.iso, time, locale) : undefined,
        forWhom: undefined,
        patientName: someoneElse ? nameProblem(m, v.patientName) : undefined,
        patientAge: firstOf(
          someoneElse && !(/^\d{1,3}$/.test(v.patientAge) && Number(v.patientAge) <= AGE_MAX) && m.ageInvalid,
        ),
        message: firstOf(v.message.length > MESSAGE_MAX && fill(m.messageMax, { max: MESSAGE_MAX })),
      },
    );
  };
}

function dateMessage(m: BookingMessages, problem: DateProblem, iso: string, week: ClinicWeek | null, locale: Locale) {
  if (problem.kind === 'closedDay') return fill(m.dateClosedDay, { day: week?.weekdays[problem.weekday] ?? '' });
  if (problem.kind === 'closure')
    return fill(m.dateClosure, { date: dayAndMonth(iso, locale), reason: problem.reason });
  return problem.kind === 'required' ? m.dateRequired : m.dateOutOfRange;
}

/** "The clinic is not open 3:30 PM–6:00 PM on 28 November": the session named by its times, as the control shows it. */
function timeMessage(m: BookingMessages, week: ClinicWeek, iso: string, time: string, locale: Locale) {
  const [opens, closes] = parseSession(time) ?? [];
  return fill(m.timeUnavailable, {
    from: (opens !== undefined && week.times[opens]) || '',
    to: (closes !== undefined && week.times[closes]) || '',
    date: dayAndMonth(iso, locale),
  });
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
