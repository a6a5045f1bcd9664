import { describe, expect, it } from 'vitest';
import { clinicDay, clinicYear, yearsSince } from '@/lib/dates';
import { untimed } from '../support/untimed';

describe('years are derived from the clinic calendar on the day read', () => {
  it('counts 33 years from 1993 during 2026', () => {
    expect(yearsSince(1993, new Date('2026-11-21T10:00:00Z'))).toBe(33);
  });

  it('turns to 34 at midnight of 1 January in India, not in UTC', () => {
    // 18:29 UTC on 31 December is 23:59 in Kottayam; 18:30 UTC is already 1 January there.
    expect(yearsSince(1993, new Date('2026-12-31T18:29:00Z'))).toBe(33);
    expect(yearsSince(1993, new Date('2026-12-31T18:30:00Z'))).toBe(34);
    expect(clinicYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('reads the calendar day and weekday in Asia/Kolkata', () => {
    expect(clinicDay(new Date('2026-11-21T19:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      weekday: 0,
      minutes: 30,
    });
  });

  it('reads every instant as the time zone database does for Asia/Kolkata', untimed, () => {
    const kolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    // Every 1,009 minutes from 2000 to 2040: a step prime to the day's 1,440 minutes, so every minute of the day
    // and every weekday comes round.
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += 1009 * 60_000) {
      const now = new Date(t);
      const parts = kolkata.formatToParts(now);
      const get = (type: string) => parts.find((p) => p.type === type)!.value;
      expect(clinicDay(now), now.toISOString()).toEqual({
        year: Number(get('year')),
        month: Number(get('month')),
        day: Number(get('day')),
        weekday: weekdays.indexOf(get('weekday')),
        minutes: Number(get('hour')) * 60 + Number(get('minute')),
      });
    }
  });
});
