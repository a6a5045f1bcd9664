import ICAL from 'ical.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { googleCalendarLink, parseVisit, visitCalendar, visitQuery, visitStart, type Visit } from '@/lib/visit';
import { untimed } from '../support/untimed';

const doctors = ['thomas-kurian', 'lakshmi-menon'];
const event = {
  title: 'Dental appointment at Santhwanam Dental Clinic',
  location: 'Santhwanam Dental Clinic, Kurian Towers, K.K. Road, Kottayam 686002',
  description: 'To change or cancel, message or call +91 98470 21993.',
  url: 'https://www.santhwanamdental.in/visit?d=2026-12-01&t=10:30',
};
const read = (query: string) => parseVisit(new URLSearchParams(query), doctors);

describe('a confirmation link', () => {
  it('holds a date, a time and perhaps a doctor the site knows', () => {
    expect(read('d=2026-12-01&t=10:30')).toEqual({ date: '2026-12-01', time: '10:30' });
    expect(read('d=2026-12-01&t=10:30&doc=lakshmi-menon')).toEqual({
      date: '2026-12-01',
      time: '10:30',
      doctor: 'lakshmi-menon',
    });
    // An unknown doctor is left out; the appointment stands.
    expect(read('d=2026-12-01&t=10:30&doc=someone')).toEqual({ date: '2026-12-01', time: '10:30' });
  });

  it.each(['', 'd=2026-12-01', 't=10:30', 'd=2026-02-30&t=10:30', 'd=2026-12-01&t=24:00', 'd=1-12-2026&t=10:30'])(
    'is refused when it is not complete or not real: %j',
    (query) => expect(read(query)).toBeNull(),
  );

  it('round-trips through its own query', () => {
    const visit: Visit = { date: '2027-01-04', time: '15:30', doctor: 'thomas-kurian' };
    expect(read(visitQuery(visit))).toEqual(visit);
  });

  it('starts at the clinic time, whatever the zone of the device', () => {
    expect(visitStart({ date: '2026-12-01', time: '10:30' }).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(visitStart({ date: '2027-01-01', time: '00:15' }).toISOString()).toBe('2026-12-31T18:45:00.000Z');
  });
});

describe('the calendar file', () => {
  const visit: Visit = { date: '2026-12-01', time: '10:30', doctor: 'thomas-kurian' };
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

  it('parses as one event at 10:30 in Asia/Kolkata, for 30 minutes, with a reminder the day before', () => {
    const text = visitCalendar(visit, event, new Date('2026-11-24T10:00:00Z'));
    expect(text.endsWith('\r\n')).toBe(true);
    const vevent = parse(text).getFirstSubcomponent('vevent')!;
    const ev = new ICAL.Event(vevent);
    expect(ev.summary).toBe(event.title);
    expect(ev.location).toBe(event.location);
    expect(ev.description).toBe(event.description);
    const start = ev.startDate.toJSDate();
    expect(start.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'short' }).format(
        start,
      ),
    ).toBe('01/12/2026, 10:30');
    expect(ev.duration.toSeconds()).toBe(30 * 60);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-P1D');
  });

  it('keeps any text intact, Malayalam and the characters iCalendar escapes included', untimed, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const text = visitCalendar(visit, { ...event, title: `${title},;\\\nമലയാളം` }, new Date());
        for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        expect(new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!).summary).toBe(`${title},;\\\nമലയാളം`);
      }),
      { numRuns: 100 },
    );
  });

  it('has a Google Calendar twin with the same times', () => {
    const url = new URL(googleCalendarLink(visit, event));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261201T050000Z/20261201T053000Z');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
  });
});
