import { describe, expect, it } from 'vitest';
import { forms } from '@/content/copy/en/forms';
import {
  BOOKING_SERVICES,
  bookingRules,
  buildAppointmentMessage,
  emptyBooking,
  type BookingInput,
} from '@/lib/forms/booking';
import { firstErrors, requestOf, TUE_2330_IST } from './helpers';

const rules = bookingRules(forms.booking.messages, TUE_2330_IST);
const valid: BookingInput = {
  name: 'Anna Mathew',
  email: 'anna@example.com',
  phone: '+91 98470 21993',
  service: 'root-canal',
  date: '2026-11-24',
  message: '',
};
const errorsFor = (patch: Partial<BookingInput>) => firstErrors(rules, { ...valid, ...patch });

describe('booking rules and their messages', () => {
  it('accepts a complete request', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('gives the spec message for every empty required field', () => {
    expect(firstErrors(rules, emptyBooking)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      service: 'Please select a service',
      date: 'Please select a preferred date',
    });
  });

  it.each([
    ['A', 'Name must be at least 2 characters'],
    ['  ', 'Name is required'],
    [' A ', 'Name must be at least 2 characters'],
    ['Al', undefined],
    [' Al ', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'Name must be at most 100 characters'],
    [` ${'x'.repeat(100)} `, undefined],
  ])('name %j → %s', (name, message) => {
    expect(errorsFor({ name }).name).toBe(message);
  });

  it('trims the name, e-mail, phone and message it passes on', () => {
    const result = requestOf(rules, {
      ...valid,
      name: '  Anna  ',
      email: ' anna@example.com ',
      phone: ' 9847021993 ',
      message: '\n hi \n',
    });
    expect(result).toMatchObject({ name: 'Anna', email: 'anna@example.com', phone: '9847021993', message: 'hi' });
  });

  it.each([
    ['anna@example', 'Please enter a valid email address'],
    ['anna example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
    [' anna@example.com ', undefined],
  ])('email %j → %s', (email, message) => {
    expect(errorsFor({ email }).email).toBe(message);
  });

  it.each([
    ['984702199', 'Please enter a valid phone number'],
    ['9847021993', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', 'Please enter a valid phone number'],
    ['98470 2199O', 'Please enter a valid phone number'],
    ['   ', 'Phone number is required'],
  ])('phone %j → %s', (phone, message) => {
    expect(errorsFor({ phone }).phone).toBe(message);
  });

  it('accepts only the listed services', () => {
    expect(errorsFor({ service: 'emergency' }).service).toBeUndefined();
    expect(errorsFor({ service: 'Root Canal Therapy' }).service).toBe('Please select a service');
  });

  it.each([
    ['2026-11-23', 'Please choose a date within the next 3 months'],
    ['2026-11-24', undefined],
    ['2027-02-24', undefined],
    ['2027-02-25', 'Please choose a date within the next 3 months'],
    ['2026-11-29', 'The clinic is closed on Sundays. Please choose another day.'],
  ])('date %j → %s (at 23:30 IST on 24 November)', (date, message) => {
    expect(errorsFor({ date }).date).toBe(message);
  });

  it('reads "today" from the injected clock', () => {
    const later = bookingRules(forms.booking.messages, new Date('2026-11-24T19:00:00Z'));
    expect(firstErrors(later, valid).date).toBe('Please choose a date within the next 3 months');
  });

  it('limits the optional message to 1000 characters after trimming', () => {
    expect(errorsFor({ message: 'x'.repeat(1000) }).message).toBeUndefined();
    expect(errorsFor({ message: ` ${'x'.repeat(1000)}\n` }).message).toBeUndefined();
    expect(errorsFor({ message: 'x'.repeat(1001) }).message).toBe(
      'Your message is too long: please keep it to 1000 characters',
    );
  });
});

describe('appointment message', () => {
  it('lays out a full request with the service label and a written-out date', () => {
    const request = requestOf(rules, {
      ...valid,
      service: 'root-canal',
      message: 'Pain in the lower left molar\nsince Friday.',
    });
    expect(buildAppointmentMessage(request)).toBe(
      [
        '*New Appointment Request*',
        '',
        '*Patient Details*',
        'Name: Anna Mathew',
        'Email: anna@example.com',
        'Phone: +91 98470 21993',
        '',
        '*Appointment Details*',
        'Service: Root Canal Therapy',
        'Preferred Date: Tuesday, 24 November 2026',
        '',
        '*Additional Information*',
        'Pain in the lower left molar',
        'since Friday.',
        '',
        'Please confirm my appointment and let me know the available time slots.',
      ].join('\n'),
    );
  });

  it('says so when there is no additional information', () => {
    const request = requestOf(rules, {
      name: 'Jo',
      email: 'jo@example.in',
      phone: '9847021993',
      service: 'general-checkup',
      date: '2027-02-24',
      message: '   ',
    });
    expect(buildAppointmentMessage(request)).toBe(
      [
        '*New Appointment Request*',
        '',
        '*Patient Details*',
        'Name: Jo',
        'Email: jo@example.in',
        'Phone: 9847021993',
        '',
        '*Appointment Details*',
        'Service: General Check-up',
        'Preferred Date: Wednesday, 24 February 2027',
        '',
        '*Additional Information*',
        'No additional information provided',
        '',
        'Please confirm my appointment and let me know the available time slots.',
      ].join('\n'),
    );
  });

  it('uses every service label, never the value, and no emoji', () => {
    const labels = BOOKING_SERVICES.map((service) => {
      const text = buildAppointmentMessage(requestOf(rules, { ...valid, service }));
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      return text.match(/^Service: (.*)$/m)?.[1];
    });
    expect(labels).toEqual([
      'General Check-up',
      'Professional Cleaning',
      'Cosmetic Dentistry',
      'Orthodontics',
      'Dental Implants',
      'Root Canal Therapy',
      'Emergency Care',
    ]);
  });
});
