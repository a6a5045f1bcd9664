import { clinicDay, sessionsOnDate } from '@/lib/dates';
import type { ClinicWeek } from '@/lib/open-status';
import { fill } from '@/lib/template';
import { addMonths, parseIsoDate, toIsoDate, weekdayOf } from './format';
import { freeText, oneLine } from './text';

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const MESSAGE_MAX = 1000;
export const EMAIL_MAX = 254;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const BOOKING_WINDOW_MONTHS = 3;
/** The pause between a valid submit and the chat opening, as on the clinic's current site. */
export const SUBMIT_DELAY_MS = 1000;
/** A length counter appears once a text reaches this share of its limit. */
export const COUNTER_FROM = 0.8;

/**
 * Optional leading + (also inside an opening parenthesis: "(+91) 98765 43210"), then digits, spaces, hyphens and
 * parentheses only, with 10 to 15 digits.
 */
export function isPhone(value: string): boolean {
  if (!/^\(?\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** A standard address shape: local part, @, a domain with a dot and a top-level part of two or more letters. */
export const isEmail = (value: string) => EMAIL.test(value);
/** The enquiry form's loose shape: non-space text, @, non-space text. */
export const isLooseEmail = (value: string) => /^\S+@\S+$/.test(value);

export interface DateWindow {
  /** First bookable day, clinic time, as "YYYY-MM-DD". */
  min: string;
  /** Last bookable day: three calendar months after today. */
  max: string;
}

/** Today to today + 3 months, both taken in clinic time (Asia/Kolkata) at the instant `now`. */
export function bookingWindow(now: Date): DateWindow {
  const today = clinicDay(now);
  const start = { year: today.year, month: today.month, day: today.day };
  return { min: toIsoDate(start), max: toIsoDate(addMonths(start, BOOKING_WINDOW_MONTHS)) };
}

export type DateProblem =
  | { kind: 'required' | 'outOfRange' }
  /** A weekday without sessions, e.g. every Sunday. */
  | { kind: 'closedDay'; weekday: number }
  /** A date the clinic is closed all day, e.g. Christmas. */
  | { kind: 'closure'; reason: string };

/** What is wrong with a preferred date, or null when the clinic can take it; without `week`, any day of the window. */
export function dateProblem(iso: string, now: Date, week?: ClinicWeek | null): DateProblem | null {
  const date = parseIsoDate(iso.trim());
  if (!date) return { kind: 'required' };
  const { min, max } = bookingWindow(now);
  const value = toIsoDate(date);
  if (value < min || value > max) return { kind: 'outOfRange' };
  if (!week) return null;
  const weekday = weekdayOf(date);
  if (sessionsOnDate(week, value, weekday).length) return null;
  // Closed that date for its reason, or on that weekday every week.
  const reason = week.dates[value]?.reason;
  return reason === undefined ? { kind: 'closedDay', weekday } : { kind: 'closure', reason };
}

/** The counter text shown under a field near its limit, or undefined while the text is short. */
export function counterText(length: number, max: number, template: string): string | undefined {
  return length >= max * COUNTER_FROM ? fill(template, { count: length, max }) : undefined;
}

/** The message shown under each field that breaks a rule; a field that passes has none. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The outcome of a form's rules: the trimmed request when every field passes, otherwise the errors. */
export type Checked<T, R> = { request: R; errors: FieldErrors<T> } | { request: null; errors: FieldErrors<T> };

/** A form's rules: the first message that applies to each field, in the order the rules are written. */
export type FormRules<T, R> = (values: T) => Checked<T, R>;

/**
 * Every value cleaned and trimmed (`oneLine`, or `freeText` for the fields named in `multiline`): the rules judge, and
 * the request carries, what the visitor meant.
 */
export const cleanAll = <T extends { [K in keyof T]: string }>(values: T, multiline: readonly (keyof T)[] = []) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([k, v]) => [k, (multiline.includes(k as keyof T) ? freeText : oneLine)(v)]),
  ) as T;

/** The first message whose rule is broken; `false` stands for a rule that holds. */
export const firstOf = (...messages: (string | false)[]) => messages.find((m) => m !== false);

/** Keeps the fields that have a message; the request is the trimmed values when none has. */
export function checked<T extends { [K in keyof T]: string }, R>(
  values: T,
  messages: Record<keyof T, string | undefined>,
): Checked<T, R> {
  const errors: FieldErrors<T> = {};
  for (const key in messages) if (messages[key] !== undefined) errors[key] = messages[key];
  return Object.keys(errors).length ? { request: null, errors } : { request: values as unknown as R, errors };
}
