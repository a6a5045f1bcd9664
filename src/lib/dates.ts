// Dates as the clinic sees them: every calendar fact is taken in India Standard Time, whatever the visitor's zone.
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';

export interface ClinicDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since midnight, clinic time. */
  minutes: number;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar day and time of day in the clinic's time zone at the instant `now`. */
export function clinicDay(now: Date): ClinicDay {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
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
