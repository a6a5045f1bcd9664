import { clinic } from '../../support/content';
import { shell } from '@/content/copy/en/shell';
import type { Hours } from '@/content/schema';
import { openStatusData } from '@/lib/hours';
import type { ClinicWeek, FormRules } from '@/lib/forms/rules';

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

/** The clinic's week as a page carries it (#open-status-data), from the hours model, in English. */
export function weekOf(hours: Hours = clinic.hours): ClinicWeek {
  return openStatusData(hours, shell.hours, shell.status, 'en');
}
