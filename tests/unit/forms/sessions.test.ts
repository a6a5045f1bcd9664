import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copy } from '@/copy';
import { partsOfDay } from '@/copy/en/form-options';
import type { Locale } from '@/model/locales';
import type { Hours } from '@/model';
import { bookingRules, emptyBooking, type BookingInput } from '@/lib/forms/booking';
import {
  fitTime,
  parseSession,
  partOfDay,
  sessionValue,
  timeChoices,
  timeLabel,
  weekSessions,
} from '@/lib/forms/sessions';
import { parseIsoDate, weekdayOf } from '@/lib/forms/format';
import { buildAppointmentMessage } from '@/lib/forms/messages';
import { clinicDay } from '@/lib/dates';
import { formatTime, openStatusData } from '@/lib/hours';
import { arbitraryWeek, hhmm, hoursOf, namedWeeks } from '../../support/weeks';
import { untimed } from '../../support/untimed';
import { choicesOf } from '../../support/form-rules';

// Any instant: the dates below are counted from the day it falls on, in clinic time.
const NOW = new Date('2027-03-10T06:00:00Z');
const today = clinicDay(NOW);
/** The date `offset` days after today, clinic time. */
const dayAfter = (offset: number) =>
  new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12)).toISOString().slice(0, 10);
const weekdayOfIso = (iso: string) => weekdayOf(parseIsoDate(iso)!);
/** The next date (today or later) that falls on `weekday`. */
const next = (weekday: number) => dayAfter((weekday - today.weekday + 7) % 7);

const weekOf = (hours: Hours, locale: Locale = 'en') =>
  openStatusData(hours, copy[locale].shell.hours, copy[locale].shell.status, locale);
const words = (locale: Locale) => copy[locale].forms.booking.fields.time;
const valid: BookingInput = {
  ...emptyBooking,
  name: 'Anna Mathew',
  email: 'anna@example.com',
  phone: '+91 98470 21993',
  service: copy.en.forms.page.other,
};
const check = (hours: Hours, input: Partial<BookingInput>, locale: Locale = 'en') =>
  bookingRules(
    copy[locale].forms.booking.messages,
    NOW,
    choicesOf(weekOf(hours, locale)),
    locale,
  )({ ...valid, ...input });
const labels = (hours: Hours, date: string, locale: Locale = 'en') => {
  const week = weekOf(hours, locale);
  return timeChoices(week, date).map((choice) => timeLabel(choice, words(locale), week.times));
};
const clock = (minutes: number) => formatTime(hhmm(minutes));
/** "28 November", as the messages name a date, in the page's language. */
const dayAndMonth = (iso: string, locale: Locale = 'en') =>
  new Intl.DateTimeFormat(`${locale}-IN`, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

describe('a session is named by when it starts', () => {
  it('morning before noon, afternoon before 5 PM, evening from then on', () => {
    expect([0, 719, 720, 1019, 1020, 1439].map(partOfDay)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('has the three names in both languages', () => {
    for (const locale of ['en', 'ml'] as const)
      for (const part of ['morning', 'afternoon', 'evening'] as const) expect(words(locale)[part]).not.toBe('');
  });

  it('reads a session that ends at midnight as ending at 12:00 AM', () => {
    expect(formatTime('24:00')).toBe('12:00 AM');
    expect(parseSession('1080-1440')).toEqual([1080, 1440]);
    expect(parseSession('1080-1441')).toBeNull();
    expect(parseSession('')).toBeNull();
  });
});

describe('the time choice of a clinic open on weekdays into the evening, on Saturday and on Sunday mornings', () => {
  const hours = hoursOf(namedWeeks['one long session on weekdays, a shorter Saturday, Sunday mornings']!);

  it('offers only the chosen day’s session, named by its start', () => {
    expect(labels(hours, next(1))).toEqual(['Morning, 10:00 AM–7:00 PM']);
    expect(labels(hours, next(6))).toEqual(['Morning, 10:00 AM–2:00 PM']);
    expect(labels(hours, next(0))).toEqual(['Morning, 10:00 AM–1:00 PM']);
  });

  it('before a date, offers the week’s sessions by their times alone', () => {
    expect(labels(hours, '')).toEqual(['10:00 AM–1:00 PM', '10:00 AM–2:00 PM', '10:00 AM–7:00 PM']);
  });

  it('takes the Sunday session’s times on a Monday, within its hours, as Monday’s session', () => {
    const result = check(hours, { date: next(1), time: '600-780' });
    expect(result.errors).toEqual({});
    expect(result.request?.time).toBe('600-1140');
    expect(buildAppointmentMessage(result.request!)).toContain('Preferred Time: Morning (10:00 AM - 7:00 PM)\n');
  });

  it('refuses the weekday’s long session on a Sunday, naming it as shown', () => {
    expect(check(hours, { date: next(0), time: '600-1140' }).errors.time).toBe(
      `The clinic is not open 10:00 AM–7:00 PM on ${dayAndMonth(next(0))}. Please choose another time or day.`,
    );
  });
});

describe('the sample week with its Saturday afternoon removed', () => {
  const hours = hoursOf(
    namedWeeks['two sessions, Monday to Saturday']!.map((day, weekday) => (weekday === 6 ? day.slice(0, 1) : day)),
  );

  it('offers a Saturday only its morning', () => {
    expect(labels(hours, next(6))).toEqual(['Morning, 9:30 AM–1:00 PM']);
    expect(labels(hours, next(5))).toEqual(['Morning, 9:30 AM–1:00 PM', 'Afternoon, 3:30 PM–6:00 PM']);
  });

  it('refuses the afternoon chosen before the Saturday, in both languages', () => {
    expect(check(hours, { date: next(6), time: '930-1080' }).errors.time).toBe(
      `The clinic is not open 3:30 PM–6:00 PM on ${dayAndMonth(next(6))}. Please choose another time or day.`,
    );
    expect(check(hours, { date: next(6), time: '930-1080' }, 'ml').errors.time).toContain(
      `${formatTime('15:30', 'ml')}–${formatTime('18:00', 'ml')}`,
    );
  });
});

describe('three sessions, and one that ends at midnight', () => {
  it('names a morning, an afternoon and an evening', () => {
    const hours = hoursOf(namedWeeks['three sessions a day']!);
    expect(labels(hours, next(2))).toEqual([
      'Morning, 8:00 AM–11:00 AM',
      'Afternoon, 1:00 PM–4:00 PM',
      'Evening, 5:30 PM–8:30 PM',
    ]);
  });

  it('writes the evening to midnight in the form and in the message', () => {
    const hours = hoursOf(namedWeeks['an evening session ending at midnight']!);
    expect(labels(hours, next(3))).toEqual(['Afternoon, 2:00 PM–5:00 PM', 'Evening, 6:00 PM–12:00 AM']);
    const { request } = check(hours, { date: next(3), time: '1080-1440' });
    expect(buildAppointmentMessage(request!)).toContain('Preferred Time: Evening (6:00 PM - 12:00 AM)\n');
  });
});

describe('a closure', () => {
  it('offers the week’s sessions, unnamed, on the closed date, as before a date', () => {
    const date = next(2);
    const hours = hoursOf(namedWeeks['two sessions, Monday to Saturday']!, [
      { from: date, reason: { en: 'Onam', ml: 'ഓണം' } },
    ]);
    expect(labels(hours, date)).toEqual(labels(hours, ''));
    expect(check(hours, { date }).errors.date).toMatch(/\(Onam\)/);
  });
});

describe('a half day', () => {
  const week = namedWeeks['two sessions, Monday to Saturday']!;
  /** The first day ahead with two sessions, and the days after it. */
  const firstOpen = () => {
    for (let offset = 1; ; offset++) if (week[weekdayOfIso(dayAfter(offset))]!.length > 1) return offset;
  };
  it('offers only its own session, and refuses the afternoon naming the date', () => {
    const offset = firstOpen();
    const date = dayAfter(offset);
    const [morning, afternoon] = week[weekdayOfIso(date)]!;
    const hours = hoursOf(week, [
      {
        from: date,
        reason: { en: 'Staff function', ml: 'സ്റ്റാഫ് ചടങ്ങ്' },
        sessions: [{ opens: hhmm(morning![0]), closes: hhmm(morning![1]) }],
      },
    ]);
    expect(timeChoices(weekOf(hours), date).map((c) => c.value)).toEqual([sessionValue(morning!)]);
    expect(check(hours, { date, time: sessionValue(morning!) }).errors).toEqual({});
    expect(check(hours, { date, time: sessionValue(afternoon!) }).errors.time).toBe(
      `The clinic is not open ${clock(afternoon![0])}–${clock(afternoon![1])} on ${dayAndMonth(date)}. Please choose another time or day.`,
    );
    // The days around it keep their week.
    const after = dayAfter(offset + 1);
    expect(timeChoices(weekOf(hours), after).map((c) => c.value)).toEqual(week[weekdayOfIso(after)]!.map(sessionValue));
  });
});

/** A week, an open date of it within the booking window, and a day offset for any date. */
const cases = fc.record({
  week: arbitraryWeek,
  offset: fc.integer({ min: 0, max: 88 }),
  closed: fc.uniqueArray(fc.integer({ min: 0, max: 88 }), { maxLength: 5 }),
  locale: fc.constantFrom<Locale>('en', 'ml'),
});
const closuresOf = (offsets: number[]) =>
  offsets.map((offset) => ({ from: dayAfter(offset), reason: { en: 'Holiday', ml: 'അവധി' } }));

describe('any week (property tests)', untimed, () => {
  it('offers on an open day exactly its sessions, each named by its start, and accepts each as shown', () => {
    fc.assert(
      fc.property(cases, ({ week, offset, closed, locale }) => {
        const date = dayAfter(offset);
        const hours = hoursOf(week, closuresOf(closed.filter((o) => o !== offset)));
        const day = week[weekdayOfIso(date)]!;
        fc.pre(day.length > 0);
        const choices = timeChoices(weekOf(hours, locale), date);
        expect(choices.map((c) => c.value)).toEqual(day.map(sessionValue));
        for (const choice of choices) {
          expect(choice.part).toBe(partOfDay(choice.session[0]));
          const result = check(hours, { date, time: choice.value }, locale);
          expect(result.errors).toEqual({});
          expect(result.request?.time).toBe(choice.value);
          // The message names the session as the English form shows it.
          const [opens, closes] = choice.session;
          const label = timeLabel(choice, words('en'), weekOf(hours).times);
          expect(label).toBe(`${partsOfDay[choice.part!]}, ${clock(opens)}–${clock(closes)}`);
          expect(buildAppointmentMessage(result.request!)).toContain(
            `Preferred Time: ${partsOfDay[choice.part!]} (${clock(opens)} - ${clock(closes)})\n`,
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never refuses a session chosen before the date that lies within the day’s hours, and refuses any other', () => {
    fc.assert(
      fc.property(cases, fc.nat(), ({ week, offset, locale }, pick) => {
        const hours = hoursOf(week);
        const date = dayAfter(offset);
        const weekday = weekdayOfIso(date);
        const sessions = weekSessions(weekOf(hours).week);
        const chosen = sessions[pick % sessions.length]!;
        const within = week[weekday]!.find(([opens, closes]) => opens <= chosen[0] && chosen[1] <= closes);
        const result = check(hours, { date, time: sessionValue(chosen) }, locale);
        if (within) {
          expect(result.errors).toEqual({});
          expect(result.request?.time).toBe(sessionValue(within));
          expect(fitTime(weekOf(hours), date, sessionValue(chosen))).toBe(sessionValue(within));
        } else if (week[weekday]!.length) {
          expect(result.errors.time).toContain(dayAndMonth(date, locale));
          expect(result.errors.time).toContain(formatTime(hhmm(chosen[0]), locale));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('before a date, offers each of the week’s sessions once, by its times, with “Any time” taking any day', () => {
    fc.assert(
      fc.property(arbitraryWeek, (week) => {
        const hours = hoursOf(week);
        const choices = timeChoices(weekOf(hours), '');
        const distinct = new Set(week.flat().map(sessionValue));
        expect(choices.map((c) => c.value).sort()).toEqual([...distinct].sort());
        expect(choices.every((c) => c.part === undefined)).toBe(true);
        for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
          const date = dayAfter(offset);
          expect(check(hours, { date, time: '' }).errors.time).toBeUndefined();
        }
      }),
      { numRuns: 100 },
    );
  });
});
