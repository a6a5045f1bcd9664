import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copy } from '@/copy';
import { hoursSchema, type Hours } from '@/model';
import { longestChange } from '@/model/clinic';
import { compactWeek, formatTime, sessionsOn, weekData, weeklySchedule } from '@/lib/hours';
import { arbitraryWeek, hoursOf, namedWeeks } from '../support/weeks';
import { untimed } from '../support/untimed';

const words = copy.en.shell.hours;
const sample = hoursOf(namedWeeks['two sessions, Monday to Saturday']!);

describe('weekly hours', () => {
  it('formats two sessions, Monday to Saturday, as the spec states them', () => {
    expect(weeklySchedule(sample, words, 'en')).toEqual([
      { days: 'Mon–Sat', sessions: ['9:30 AM–1:00 PM', '3:30 PM–6:00 PM'] },
      { days: 'Sun', sessions: [] },
    ]);
  });

  it('formats 24-hour times', () => {
    expect(['00:05', '09:30', '12:00', '13:00', '23:59'].map((t) => formatTime(t))).toEqual([
      '12:05 AM',
      '9:30 AM',
      '12:00 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });

  it('writes Malayalam times with the part of the day first, as Malayalis write them', () => {
    const ml = (t: string) => formatTime(t, 'ml').replace('\u00a0', ' ');
    expect(['00:30', '09:30', '12:00', '13:00', '15:30', '18:00', '21:00'].map(ml)).toEqual([
      'രാത്രി 12:30',
      'രാവിലെ 9:30',
      'ഉച്ചയ്ക്ക് 12:00',
      'ഉച്ചയ്ക്ക് 1:00',
      'ഉച്ചകഴിഞ്ഞ് 3:30',
      'വൈകുന്നേരം 6:00',
      'രാത്രി 9:00',
    ]);
    expect(formatTime('09:30', 'ml')).toBe('രാവിലെ\u00a09:30');
    expect(weeklySchedule(sample, copy.ml.shell.hours, 'ml')).toEqual([
      {
        days: 'തിങ്കൾ–ശനി',
        sessions: ['രാവിലെ\u00a09:30–ഉച്ചയ്ക്ക്\u00a01:00', 'ഉച്ചകഴിഞ്ഞ്\u00a03:30–വൈകുന്നേരം\u00a06:00'],
      },
      { days: 'ഞായർ', sessions: [] },
    ]);
  });

  it('groups the days with the same sessions, consecutive days as a range', () => {
    const hours: Hours = {
      timeZone: 'Asia/Kolkata',
      dates: [],
      sessions: [
        { days: ['Monday', 'Tuesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
        { days: ['Wednesday', 'Saturday'], opens: '09:00', closes: '13:00' },
      ],
    };
    expect(weeklySchedule(hours, words, 'en').map((r) => `${r.days} ${r.sessions.join(',') || 'closed'}`)).toEqual([
      'Mon–Tue, Thu–Fri 9:00 AM–5:00 PM',
      'Wed, Sat 9:00 AM–1:00 PM',
      'Sun closed',
    ]);
  });

  it('writes any week compactly on one line', () => {
    const line = (name: string) => compactWeek(hoursOf(namedWeeks[name]!), words);
    expect(line('one long session on weekdays, a shorter Saturday, Sunday mornings')).toBe(
      'Mon–Fri 10:00 AM–7:00 PM · Sat 10:00 AM–2:00 PM · Sun 10:00 AM–1:00 PM',
    );
    expect(line('a day closed mid-week')).toBe('Mon–Tue, Thu–Sat 9:00 AM–1:00 PM · Wed, Sun Closed');
    expect(line('an evening session ending at midnight')).toBe(
      'Mon–Sat 2:00 PM–5:00 PM, 6:00 PM–12:00 AM · Sun Closed',
    );
  });

  it('names every day once, with its own sessions, in any week (property)', untimed, () => {
    fc.assert(
      fc.property(arbitraryWeek, (week) => {
        const hours = hoursOf(week);
        const rows = weeklySchedule(hours, words, 'en');
        const named = rows.flatMap((row) => row.days.split(', ').flatMap((part) => expand(part)));
        expect([...named].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
        for (const row of rows)
          for (const day of row.days.split(', ').flatMap(expand))
            expect(row.sessions).toEqual(
              sessionsOn(hours, day).map((s) => `${formatTime(s.opens)}–${formatTime(s.closes)}`),
            );
        // Rows of different sessions only: the fewest a week can have.
        expect(new Set(rows.map((r) => r.sessions.join())).size).toBe(rows.length);
      }),
    );
  });
});

/** "Mon–Wed" → [1, 2, 3]; "Sun" → [0]. */
function expand(days: string): number[] {
  const [from, to = from] = days.split('–').map((d) => words.weekdaysShort.indexOf(d));
  const order = [1, 2, 3, 4, 5, 6, 0];
  return order.slice(order.indexOf(from!), order.indexOf(to!) + 1);
}

describe('a closure’s date, as the clinic types it', () => {
  const closure = (date: unknown) =>
    hoursSchema.safeParse({ ...sample, dates: [{ from: date, reason: { en: 'Onam', ml: 'ഓണം' } }] });
  const message = (date: unknown) => {
    const result = closure(date);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('is read day first, with or without leading zeros, with slashes, dots or dashes, and as 2026-12-25 too', () => {
    for (const [typed, read] of [
      ['25/12/2026', '2026-12-25'],
      ['5/1/2027', '2027-01-05'],
      [' 05/01/2027 ', '2027-01-05'],
      ['25.12.2026', '2026-12-25'],
      ['25-12-2026', '2026-12-25'],
      ['2026-12-25', '2026-12-25'],
      [new Date('2026-12-25T00:00:00Z'), '2026-12-25'],
    ] as const)
      expect(closure(typed).data?.dates[0]?.from, String(typed)).toBe(read);
  });

  it('says in plain words what is wrong: another order or a short year, or a day the calendar does not have', () => {
    for (const typed of ['25/12/26', '25 December 2026', 'Christmas'])
      expect(message(typed), typed).toBe('must be a date written day/month/year, such as 25/12/2026');
    // Month first, as an American form asks: read day first, it is no day.
    for (const typed of ['31/02/2027', '08/31/2027', '12-25-2026'])
      expect(message(typed)).toBe(`${typed} is not a day of the calendar`);
    expect(message('29/02/2028')).toBeUndefined();
  });
});

describe('a date with its own hours', () => {
  const onam = { en: 'Onam', ml: 'ഓണം' };
  const problems = (dates: unknown[]) => {
    const result = hoursSchema.safeParse({ ...sample, dates });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('may span several days, one entry, and a day may open at its own times instead of closing', () => {
    expect(problems([{ from: '27/08/2026', to: '29/08/2026', reason: onam }])).toEqual([]);
    expect(problems([{ from: '10/12/2026', reason: onam, sessions: [{ opens: '09:30', closes: '13:00' }] }])).toEqual(
      [],
    );
  });

  it('refuses a last day before the first, a span past its limit, a day listed twice and hours that end first', () => {
    expect(problems([{ from: '29/08/2026', to: '27/08/2026', reason: onam }])).toEqual([
      'dates.0.to: must not be before the first day',
    ]);
    const far = new Date(Date.UTC(2026, 7, 27 + longestChange)).toISOString().slice(0, 10);
    expect(problems([{ from: '2026-08-27', to: far, reason: onam }])).toEqual([
      `dates.0.to: must be at most ${longestChange} days after the first`,
    ]);
    expect(
      problems([
        { from: '27/08/2026', to: '29/08/2026', reason: onam },
        { from: '28/08/2026', reason: { en: 'Staff day', ml: 'സ്റ്റാഫ്' } },
      ]),
    ).toEqual(['dates.1.from: 2026-08-28 is listed already, for Onam']);
    expect(problems([{ from: '10/12/2026', reason: onam, sessions: [{ opens: '13:00', closes: '09:30' }] }])).toEqual([
      'dates.0.sessions.0.closes: opens must be before closes',
    ]);
  });

  it('lists its days, the first to the last, in the week the browser acts on', () => {
    const data = weekData(
      hoursOf(namedWeeks['two sessions, Monday to Saturday']!, [
        { from: '2026-12-31', to: '2027-01-02', reason: onam },
        { from: '2026-12-10', reason: onam, sessions: [{ opens: '09:30', closes: '13:00' }] },
      ]),
      'en',
    );
    expect(Object.keys(data.dates).sort()).toEqual(['2026-12-10', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(data.dates['2026-12-10']).toEqual({ reason: 'Onam', sessions: [[570, 780]] });
    expect(data.dates['2027-01-01']).toEqual({ reason: 'Onam', sessions: [] });
  });
});
