// Dates as the clinic sees them: every calendar fact is taken in India Standard Time (Asia/Kolkata), whatever the
// visitor's zone.
import type { WeekData } from './open-status';

export interface ClinicDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since midnight, clinic time. */
  minutes: number;
}

/**
 * India Standard Time is UTC+05:30 all year: India keeps no daylight saving time (and the content schema allows no
 * other zone). Read as an offset rather than with Intl.DateTimeFormat, whose first use in a page costs 10–17 ms of
 * main thread (measured in Chromium), four times that on a mid-range phone, on every page load.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day and time of day in the clinic's time zone at the instant `now`. */
export function clinicDay(now: Date): ClinicDay {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    year: ist.getUTCFullYear(),
    month: ist.getUTCMonth() + 1,
    day: ist.getUTCDate(),
    weekday: ist.getUTCDay(),
    minutes: ist.getUTCHours() * 60 + ist.getUTCMinutes(),
  };
}

/** Whole years from `sinceYear` to the clinic's current year: 33 for 1993 during 2026. */
export function yearsSince(sinceYear: number, now: Date): number {
  return clinicDay(now).year - sinceYear;
}

/** The clinic's current year, for the copyright line. */
export function clinicYear(now: Date): number {
  return clinicDay(now).year;
}

/** The day in clinic time at the instant `now` as an ISO date, "2026-12-25". */
export const clinicToday = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Whether a part shown from `from` to `until` (ISO dates, both included; either may be open) is shown on `today`. */
export const shownOn = (today: string, from = today, until = today) => from <= today && today <= until;

/**
 * The sessions of a date (its weekday, 0 = Sunday, given): its own where the clinic gave it other hours. The status line
 * and the booking form both read a date so; here, beside the clinic's calendar they share, rather than in the status
 * line's code, which the form does not load.
 */
export const sessionsOnDate = ({ week, dates }: WeekData, iso: string, weekday: number): [number, number][] =>
  dates[iso]?.sessions ?? week[weekday] ?? [];
