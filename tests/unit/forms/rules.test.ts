import { afterEach, describe, expect, it } from 'vitest';
import { addMonths, parseIsoDate, weekdayOf } from '@/lib/forms/format';
import { formatLongDate } from '@/lib/forms/messages';
import { bookingWindow, counterText, dateProblem, isEmail, isLooseEmail, isPhone } from '@/lib/forms/rules';
import { fill } from '@/lib/template';
import { TUE_2330_IST, WED_0030_IST, weekOf } from '../../support/form-rules';

describe('phone rule (DECISIONS 10)', () => {
  it.each([
    ['9847021993', true],
    ['984702199', false], // 9 digits
    ['+91 98470 21993', true], // 12 digits
    ['(0481) 256-3140', true],
    ['123456789012345', true], // 15 digits
    ['1234567890123456', false], // 16 digits
    ['+1 (234) 567-8901-2345', true], // 15 digits with separators
    ['98470 2199a', false],
    ['98470x21993', false],
    ['----------', false],
    ['          ', false],
    ['+', false],
    ['++919847021993', false],
    ['91+9847021993', false],
    ['9847.021993', false],
    ['٩٨٤٧٠٢١٩٩٣', false], // Arabic-Indic digits are not accepted digits
  ])('%j → %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });
});

describe('e-mail shapes', () => {
  it.each([
    ['anna@example.com', true],
    ['anna.mary+clinic@mail.example.co.in', true],
    ['a@b.co', true],
    ['anna@example', false],
    ['anna@example.c', false],
    ['anna@.com', false],
    ['anna@example..com', false],
    ['anna example@example.com', false],
    ['@example.com', false],
    ['anna@', false],
    ['anna@@example.com', false],
    ['anna', false],
  ])('standard: %j → %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });

  it.each([
    ['anna@example', true],
    ['a@b', true],
    ['anna@ example.com', false],
    ['anna', false],
    ['@example', false],
    ['anna@', false],
  ])('loose (enquiry): %j → %s', (value, valid) => {
    expect(isLooseEmail(value)).toBe(valid);
  });
});

describe('calendar dates', () => {
  it('reads only real dates', () => {
    expect(parseIsoDate('2026-11-24')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of ['2027-02-29', '2026-13-01', '2026-00-10', '2026-11-31', '24/11/2026', '2026-11-24T00:00', ''])
      expect(parseIsoDate(bad)).toBeNull();
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths({ year: 2026, month: 11, day: 24 }, 3)).toEqual({ year: 2027, month: 2, day: 24 });
    expect(addMonths({ year: 2026, month: 11, day: 30 }, 3)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonths({ year: 2027, month: 11, day: 30 }, 3)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addMonths({ year: 2026, month: 10, day: 31 }, 3)).toEqual({ year: 2027, month: 1, day: 31 });
    expect(addMonths({ year: 2026, month: 3, day: 31 }, 3)).toEqual({ year: 2026, month: 6, day: 30 });
  });

  it('writes the date for the message as "Tuesday, 24 November 2026"', () => {
    expect(formatLongDate('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(formatLongDate('2027-01-01')).toBe('Friday, 1 January 2027');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, 29 February 2028');
    expect(weekdayOf({ year: 2026, month: 11, day: 29 })).toBe(0);
  });
});

describe('date window in clinic time (DECISIONS 11)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('runs from today to today + 3 months, Kottayam calendar', () => {
    expect(bookingWindow(TUE_2330_IST)).toEqual({ min: '2026-11-24', max: '2027-02-24' });
    expect(bookingWindow(WED_0030_IST)).toEqual({ min: '2026-11-25', max: '2027-02-25' });
    // 30 November + 3 months is the last day of February.
    expect(bookingWindow(new Date('2026-11-30T06:00:00Z'))).toEqual({ min: '2026-11-30', max: '2027-02-28' });
  });

  it('is the same for a visitor in any time zone', () => {
    for (const tz of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(bookingWindow(WED_0030_IST)).toEqual({ min: '2026-11-25', max: '2027-02-25' });
      expect(dateProblem('2026-11-24', WED_0030_IST, weekOf())).toEqual({ kind: 'outOfRange' });
    }
  });

  it.each([
    // At 23:30 IST on Tuesday 24 November.
    [TUE_2330_IST, '2026-11-23', 'outOfRange'], // yesterday
    [TUE_2330_IST, '2026-11-24', null], // today
    [TUE_2330_IST, '2027-02-24', null], // + 3 months (a Wednesday)
    [TUE_2330_IST, '2027-02-25', 'outOfRange'], // + 3 months + 1 day
    [TUE_2330_IST, '2026-11-29', 'sunday'],
    [TUE_2330_IST, '2027-02-21', 'sunday'],
    // At 00:30 IST on Wednesday 25 November: the 24th is yesterday in Kottayam, though still today in UTC.
    [WED_0030_IST, '2026-11-24', 'outOfRange'],
    [WED_0030_IST, '2026-11-25', null],
    [WED_0030_IST, '2027-02-25', null],
    [WED_0030_IST, '2027-02-26', 'outOfRange'],
    [WED_0030_IST, '2026-11-29', 'sunday'],
    // Not a date at all.
    [TUE_2330_IST, '', 'required'],
    [TUE_2330_IST, '   ', 'required'],
    [TUE_2330_IST, '2026-11-31', 'required'],
    [TUE_2330_IST, 'tomorrow', 'required'],
  ] as const)('at %s, %j → %s', (now, iso, problem) => {
    const kind = dateProblem(iso, now, weekOf())?.kind ?? null;
    expect(kind === 'closedDay' ? 'sunday' : kind).toBe(problem);
  });

  it('reports a Sunday outside the window as out of range', () => {
    expect(dateProblem('2027-02-28', TUE_2330_IST, weekOf())).toEqual({ kind: 'outOfRange' });
  });

  it('takes any day of the window when the page carries no week', () => {
    expect(dateProblem('2026-11-29', TUE_2330_IST, null)).toBeNull();
  });
});

describe('copy helpers', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{count} of {max} characters', { count: 812, max: 1000 })).toBe('812 of 1000 characters');
    expect(fill('{other} {max}', { max: 5 })).toBe('{other} 5');
  });

  it('shows the counter from 80% of the limit', () => {
    expect(counterText(799, 1000, '{count}/{max}')).toBeUndefined();
    expect(counterText(800, 1000, '{count}/{max}')).toBe('800/1000');
    expect(counterText(1001, 1000, '{count}/{max}')).toBe('1001/1000');
    expect(counterText(79, 100, '{count}/{max}')).toBeUndefined();
    expect(counterText(80, 100, '{count}/{max}')).toBe('80/100');
  });
});
