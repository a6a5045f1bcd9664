import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { copy } from '@/copy';
import { formatTime, openStatusData } from '@/lib/hours';
import { openStatus } from '@/lib/open-status';
import { arbitraryWeek, hhmm, hoursOf, namedWeeks, type DatedInput } from '../support/weeks';
import { untimed } from '../support/untimed';

const shell = copy.en.shell;
// The rules run on weeks of the tests' own, whatever the clinic's content: first two sessions, Monday to Saturday.
const sample = hoursOf(namedWeeks['two sessions, Monday to Saturday']!);
const data = openStatusData(sample, shell.hours, shell.status, 'en');
/** The status at a wall-clock time in Kottayam, e.g. at('2026-01-05 09:30') on a Monday. */
const at = (ist: string, hours = data) => openStatus(hours, new Date(`${ist.replace(' ', 'T')}:00+05:30`)).text;

describe('live opening status in clinic time', () => {
  // 5 January 2026 is a Monday; 10 January a Saturday; 11 January a Sunday.
  it.each([
    ['2026-01-05 00:00', 'Closed · opens 9:30 AM'],
    ['2026-01-05 09:29', 'Closed · opens 9:30 AM'],
    ['2026-01-05 09:30', 'Open now · closes 1:00 PM'],
    ['2026-01-05 12:59', 'Open now · closes 1:00 PM'],
    ['2026-01-05 13:00', 'Closed · opens 3:30 PM'],
    ['2026-01-05 15:29', 'Closed · opens 3:30 PM'],
    ['2026-01-05 15:30', 'Open now · closes 6:00 PM'],
    ['2026-01-05 17:59', 'Open now · closes 6:00 PM'],
    ['2026-01-05 18:00', 'Closed · opens Tuesday 9:30 AM'],
    ['2026-01-05 23:59', 'Closed · opens Tuesday 9:30 AM'],
    ['2026-01-10 17:59', 'Open now · closes 6:00 PM'],
    ['2026-01-10 18:00', 'Closed · opens Monday 9:30 AM'],
    ['2026-01-10 23:59', 'Closed · opens Monday 9:30 AM'],
    ['2026-01-11 00:00', 'Closed today · opens Monday 9:30 AM'],
    ['2026-01-11 11:00', 'Closed today · opens Monday 9:30 AM'],
    ['2026-01-11 23:59', 'Closed today · opens Monday 9:30 AM'],
    ['2026-01-12 09:30', 'Open now · closes 1:00 PM'],
  ])('at %s IST it reads "%s"', (ist, expected) => {
    expect(at(ist)).toBe(expected);
  });

  it('says open only while a session runs', () => {
    expect(openStatus(data, new Date('2026-01-05T09:30:00+05:30')).open).toBe(true);
    expect(openStatus(data, new Date('2026-01-05T13:00:00+05:30')).open).toBe(false);
  });

  describe('with dates of their own hours', () => {
    /** The sample week with `dates` of their own hours, as the page carries it. */
    const withDates = (dates: DatedInput[]) =>
      openStatusData(hoursOf(namedWeeks['two sessions, Monday to Saturday']!, dates), shell.hours, shell.status, 'en');
    const withClosures = withDates([
      { from: '2026-12-25', reason: { en: 'Christmas', ml: 'ക്രിസ്മസ്' } },
      { from: '2026-08-31', reason: { en: 'Onam', ml: 'ഓണം' } },
    ]);

    it('names the holiday and the next opening, all day long', () => {
      // 25 December 2026 is a Friday.
      for (const time of ['00:00', '09:30', '12:00', '17:59', '23:59'])
        expect(at(`2026-12-25 ${time}`, withClosures)).toBe('Closed today (Christmas) · opens Saturday 9:30 AM');
    });

    it('skips a closure when it looks for the next opening', () => {
      expect(at('2026-12-24 18:00', withClosures)).toBe('Closed · opens Saturday 9:30 AM');
      // Sunday 30 August, then Onam on Monday 31 August: the clinic next opens on Tuesday.
      expect(at('2026-08-30 10:00', withClosures)).toBe('Closed today · opens Tuesday 9:30 AM');
      expect(at('2026-08-29 18:00', withClosures)).toBe('Closed · opens Tuesday 9:30 AM');
    });

    it('is unchanged on the days around a closure', () => {
      expect(at('2026-12-24 10:00', withClosures)).toBe('Open now · closes 1:00 PM');
      expect(at('2026-12-26 10:00', withClosures)).toBe('Open now · closes 1:00 PM');
    });

    it('closes a break of several days, one entry, on each of its days and no other', () => {
      // Thursday 27 to Saturday 29 August 2026.
      const onam = withDates([{ from: '2026-08-27', to: '2026-08-29', reason: { en: 'Onam', ml: 'ഓണം' } }]);
      expect(at('2026-08-26 18:00', onam)).toBe('Closed · opens Monday 9:30 AM');
      for (const day of ['2026-08-27', '2026-08-28', '2026-08-29'])
        expect(at(`${day} 10:00`, onam)).toBe('Closed today (Onam) · opens Monday 9:30 AM');
      expect(at('2026-08-31 10:00', onam)).toBe('Open now · closes 1:00 PM');
    });

    it('keeps a half day’s own hours: open until it closes early, then closed for its reason until the next opening', () => {
      // Thursday 10 December 2026, open 9:30 to 13:00 only.
      const halfDay = withDates([
        {
          from: '2026-12-10',
          reason: { en: 'Staff function', ml: 'സ്റ്റാഫ് ചടങ്ങ്' },
          sessions: [{ opens: '09:30', closes: '13:00' }],
        },
      ]);
      expect(at('2026-12-10 08:00', halfDay)).toBe('Closed · opens 9:30 AM');
      expect(at('2026-12-10 12:30', halfDay)).toBe('Open now · closes 1:00 PM');
      // Closed for the rest of the day, saying why, though the week has an afternoon session.
      expect(at('2026-12-10 14:00', halfDay)).toBe('Closed today (Staff function) · opens Friday 9:30 AM');
      expect(at('2026-12-10 16:00', halfDay)).toBe('Closed today (Staff function) · opens Friday 9:30 AM');
      expect(at('2026-12-09 18:00', halfDay)).toBe('Closed · opens Thursday 9:30 AM');
      expect(at('2026-12-11 16:00', halfDay)).toBe('Open now · closes 6:00 PM');
    });

    it('opens on a date the week keeps closed, at the hours given', () => {
      // Sunday 13 December 2026, a dental camp from 10:00 to 12:00.
      const camp = withDates([
        {
          from: '2026-12-13',
          reason: { en: 'Dental camp', ml: 'ഡെന്റൽ ക്യാമ്പ്' },
          sessions: [{ opens: '10:00', closes: '12:00' }],
        },
      ]);
      expect(at('2026-12-12 18:00', camp)).toBe('Closed · opens Sunday 10:00 AM');
      expect(at('2026-12-13 11:00', camp)).toBe('Open now · closes 12:00 PM');
    });

    it('says only "Closed" when nothing opens in the coming week', () => {
      const longClosure = withDates([
        { from: '2026-12-21', to: '2026-12-28', reason: { en: 'Annual leave', ml: 'വാർഷിക അവധി' } },
      ]);
      expect(at('2026-12-20 18:00', longClosure)).toBe('Closed');
      expect(at('2026-12-28 10:00', longClosure)).toBe('Closed today (Annual leave) · opens Tuesday 9:30 AM');
    });
  });

  describe('whatever the visitor’s time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('in UTC−8 (Los Angeles), Sunday evening there is Monday morning at the clinic', () => {
      process.env.TZ = 'America/Los_Angeles';
      const sundayEvening = new Date(2026, 0, 4, 20, 0);
      expect(sundayEvening.getTimezoneOffset()).toBe(480);
      expect(openStatus(data, sundayEvening).text).toBe('Open now · closes 1:00 PM');
      expect(openStatus(data, new Date(2026, 0, 4, 19, 59)).text).toBe('Closed · opens 9:30 AM');
      // Saturday 04:30 in Los Angeles is Saturday 18:00 in Kottayam.
      expect(openStatus(data, new Date(2026, 0, 10, 4, 30)).text).toBe('Closed · opens Monday 9:30 AM');
    });

    it('in UTC+10 (Brisbane), Monday 14:00 there is Monday 9:30 at the clinic', () => {
      process.env.TZ = 'Australia/Brisbane';
      const mondayAfternoon = new Date(2026, 0, 5, 14, 0);
      expect(mondayAfternoon.getTimezoneOffset()).toBe(-600);
      expect(openStatus(data, mondayAfternoon).text).toBe('Open now · closes 1:00 PM');
      expect(openStatus(data, new Date(2026, 0, 5, 13, 59)).text).toBe('Closed · opens 9:30 AM');
      // Monday 03:00 in Brisbane is still Sunday 22:30 in Kottayam.
      expect(openStatus(data, new Date(2026, 0, 5, 3, 0)).text).toBe('Closed today · opens Monday 9:30 AM');
    });
  });
});

describe('status data for the browser', () => {
  it('carries the weekly sessions in minutes, the printed times and the texts of the page’s language', () => {
    expect(data.week[0]).toEqual([]);
    for (const day of [1, 2, 3, 4, 5, 6])
      expect(data.week[day]).toEqual([
        [570, 780],
        [930, 1080],
      ]);
    expect(data.times).toEqual({ 570: '9:30 AM', 780: '1:00 PM', 930: '3:30 PM', 1080: '6:00 PM' });
    expect(data.weekdays).toEqual(shell.hours.weekdays);
    expect(data.texts).toEqual(shell.status);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('any week', () => {
  it('reads a week of one long session, a shorter Saturday and Sunday mornings', () => {
    const week = openStatusData(
      hoursOf(namedWeeks['one long session on weekdays, a shorter Saturday, Sunday mornings']!),
      shell.hours,
      shell.status,
      'en',
    );
    // 5 January 2026 is a Monday; 10 January a Saturday; 11 January a Sunday.
    expect(at('2026-01-05 18:59', week)).toBe('Open now · closes 7:00 PM');
    expect(at('2026-01-05 19:00', week)).toBe('Closed · opens Tuesday 10:00 AM');
    expect(at('2026-01-10 14:00', week)).toBe('Closed · opens Sunday 10:00 AM');
    expect(at('2026-01-11 12:59', week)).toBe('Open now · closes 1:00 PM');
    expect(at('2026-01-11 13:00', week)).toBe('Closed · opens Monday 10:00 AM');
  });

  it('reads a session to midnight as open until the day ends', () => {
    const week = openStatusData(
      hoursOf(namedWeeks['an evening session ending at midnight']!),
      shell.hours,
      shell.status,
      'en',
    );
    expect(at('2026-01-05 23:59', week)).toBe('Open now · closes 12:00 AM');
    expect(at('2026-01-06 00:00', week)).toBe('Closed · opens 2:00 PM');
  });

  it(
    'is open exactly while a session of the day runs, and otherwise names the next opening (property)',
    untimed,
    () => {
      // Monday 5 January 2026, 00:00 in Kottayam, and any minute of the following two weeks.
      const start = Date.parse('2026-01-05T00:00:00+05:30');
      fc.assert(
        fc.property(arbitraryWeek, fc.integer({ min: 0, max: 14 * 1440 - 1 }), (week, minute) => {
          const status = openStatus(
            openStatusData(hoursOf(week), shell.hours, shell.status, 'en'),
            new Date(start + minute * 60_000),
          );
          const [day, time] = [(1 + Math.floor(minute / 1440)) % 7, minute % 1440];
          const current = week[day]!.find(([opens, closes]) => opens <= time && time < closes);
          expect(status.open).toBe(current !== undefined);
          if (current) expect(status.text).toBe(`Open now · closes ${formatTime(hhmm(current[1]))}`);
          else {
            // The first opening after now, searched minute by minute's day by day.
            const later = week[day]!.find(([opens]) => opens > time);
            if (later) expect(status.text).toBe(`Closed · opens ${formatTime(hhmm(later[0]))}`);
            else {
              const ahead = [1, 2, 3, 4, 5, 6, 7].find((n) => week[(day + n) % 7]!.length)!;
              const next = (day + ahead) % 7;
              expect(status.text).toContain(
                `opens ${shell.hours.weekdays[next]} ${formatTime(hhmm(week[next]![0]![0]))}`,
              );
            }
          }
        }),
        { numRuns: 300 },
      );
    },
  );
});
