import { hoursOf, namedWeeks } from './weeks';
import { shell } from '@/copy/en/shell';
import type { Hours } from '@/model';
import { weekData } from '@/lib/hours';
import { serviceChoices, type BookingChoices } from '@/lib/forms/booking';
import type { FormRules } from '@/lib/forms/rules';
import type { ClinicWeek } from '@/lib/open-status';
import { bookingChoices } from '@/content';
import { copy } from '@/copy';
import type { Locale } from '@/model/locales';

/** The message per field, as the form shows it: the first rule a field breaks. */
export function firstErrors<T, R>(rules: FormRules<T, R>, input: T): Record<string, string> {
  return { ...rules(input).errors } as Record<string, string>;
}

/** The trimmed request of a valid input; throws, with the errors, when the rules refuse it. */
export function requestOf<T, R>(rules: FormRules<T, R>, input: T): R {
  const { request, errors } = rules(input);
  if (!request) throw new Error(`refused: ${JSON.stringify(errors)}`);
  return request;
}

/** 23:30 on Tuesday 24 November 2026 in Kottayam (18:00 UTC). */
export const TUE_2330_IST = new Date('2026-11-24T18:00:00Z');
/** 00:30 on Wednesday 25 November 2026 in Kottayam, still Tuesday evening in UTC and in the Americas. */
export const WED_0030_IST = new Date('2026-11-24T19:00:00Z');

/**
 * The week the rules' tests run on, whatever the clinic's content: two sessions, Monday to Saturday. Tests of another
 * week say so; the content's own week is tested where a page shows it.
 */
export const twoSessions: Hours = hoursOf(namedWeeks['two sessions, Monday to Saturday']!);

/** A week with its words, as the booking rules act on it, from the hours model, in English. */
export const weekOf = (hours: Hours = twoSessions): ClinicWeek => ({
  ...weekData(hours, 'en'),
  weekdays: shell.hours.weekdays,
});

/** The choices the booking form offers on a page in `locale`: the content's, and "Other". */
export const offeredServices = (locale: Locale = 'en') =>
  serviceChoices(bookingChoices, { en: copy.en.forms.page.other, ml: copy.ml.forms.page.other }, locale);

/** What the booking rules hold a request against: a week (`weekOf`) and the services offered. */
export const choicesOf = (week: ClinicWeek | null = weekOf()): BookingChoices => ({
  week,
  services: Object.keys(offeredServices()),
});
