import { describe, expect, it } from 'vitest';
import { forms, pageWords } from '@/copy/en/forms';
import { copy } from '@/copy';
import { forms as mlForms } from '@/copy/ml/forms';
import type { Hours } from '@/model';
import { bookingRules, choiceValue, emptyBooking, serviceChoices, type BookingInput } from '@/lib/forms/booking';
import { openDays, sessionValue, weekSessions } from '@/lib/forms/sessions';
import { openStatusData } from '@/lib/hours';
import { buildAppointmentMessage } from '@/lib/forms/messages';
import { bookingChoices } from '@/content';
import {
  choicesOf,
  firstErrors,
  offeredServices,
  requestOf,
  TUE_2330_IST,
  twoSessions,
  WED_0030_IST,
  weekOf,
} from '../../support/form-rules';

const rules = bookingRules(forms.booking.messages, TUE_2330_IST, choicesOf());
/** One of the clinic's choices, by its English words as the form sends it. */
const aService = choiceValue(bookingChoices.at(-1)!);
const valid: BookingInput = {
  ...emptyBooking,
  name: 'Anna Mathew',
  email: 'anna@example.com',
  phone: '+91 98470 21993',
  service: aService,
  date: '2026-11-24',
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

  it('accepts only the listed choices: each of the clinic’s by its English words, and "Other"', () => {
    const offered = Object.keys(offeredServices());
    expect(offered).toEqual([...bookingChoices.map(choiceValue), pageWords.other]);
    for (const service of offered) expect(errorsFor({ service }).service).toBeUndefined();
    const [first] = bookingChoices;
    for (const service of ['', first!.service?.slug ?? '', first!.choice.ml, `${aService} `, 'Anything else'])
      expect(errorsFor({ service }).service).toBe('Please select a service');
  });

  it('names the choice, then the specialty (or name) of the service that treats it, when that says more', () => {
    const service = { title: { en: 'Root canal treatment', ml: 'റൂട്ട് കനാൽ' } };
    const choice = { en: 'Toothache', ml: 'പല്ലുവേദന' };
    expect(choiceValue({ choice, service })).toBe('Toothache (Root canal treatment)');
    expect(choiceValue({ choice, service: { ...service, specialty: { en: 'Endodontics', ml: '' } } })).toBe(
      'Toothache (Endodontics)',
    );
    expect(choiceValue({ choice: { ...choice, en: 'root canal treatment' }, service })).toBe('root canal treatment');
    expect(choiceValue({ choice })).toBe('Toothache');
    // A page in Malayalam shows the Malayalam words, and sends the English.
    expect(serviceChoices([{ choice, service }], { en: 'Other', ml: 'മറ്റുള്ളവ' }, 'ml')).toEqual({
      'Toothache (Root canal treatment)': 'പല്ലുവേദന',
      Other: 'മറ്റുള്ളവ',
    });
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
    const later = bookingRules(forms.booking.messages, new Date('2026-11-24T19:00:00Z'), choicesOf());
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
        `Service: ${aService}`,
        'Preferred Date: Tuesday, 24 November 2026',
        'Preferred Time: Any time',
        '',
        '*Additional Information*',
        '> Pain in the lower left molar',
        '> since Friday.',
        '',
        'Please confirm my appointment and let me know the available time slots.',
      ].join('\n'),
    );
  });

  it('says so when there is no additional information', () => {
    const request = requestOf(rules, {
      ...emptyBooking,
      name: 'Jo',
      email: 'jo@example.in',
      phone: '9847021993',
      service: aService,
      date: '2027-02-24',
      time: '930-1080',
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
        `Service: ${aService}`,
        'Preferred Date: Wednesday, 24 February 2027',
        'Preferred Time: Afternoon (3:30 PM - 6:00 PM)',
        '',
        '*Additional Information*',
        'No additional information provided',
        '',
        'Please confirm my appointment and let me know the available time slots.',
      ].join('\n'),
    );
  });

  it('names each choice in English with its service, whatever the page’s language, and has no emoji', () => {
    const ml = offeredServices('ml');
    for (const [service, label] of Object.entries(offeredServices())) {
      expect(ml[service], 'the Malayalam page sends the same value').toBeDefined();
      const text = buildAppointmentMessage(requestOf(rules, { ...valid, service }));
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(text.match(/^Service: (.*)$/m)?.[1]).toBe(service);
      expect(service.startsWith(label), 'the English words the page shows, then the service').toBe(true);
    }
  });
});

describe('the date and time follow the hours model', () => {
  const christmas = { from: '2026-12-25', reason: { en: 'Christmas', ml: 'ക്രിസ്മസ്' }, sessions: [] };
  const withChristmas = { ...twoSessions, dates: [christmas] };
  // Saturday afternoons closed: the second session no longer lists Saturday.
  const noSaturdayEvening = {
    ...twoSessions,
    sessions: twoSessions.sessions.map((s) =>
      s.opens === '15:30' ? { ...s, days: s.days.filter((d) => d !== 'Saturday') } : s,
    ),
  };
  const noSaturday = {
    ...twoSessions,
    sessions: twoSessions.sessions.map((s) => ({ ...s, days: s.days.filter((d) => d !== 'Saturday') })),
  };
  const at = (hours: Hours, input: Partial<BookingInput>, locale: 'en' | 'ml' = 'en') =>
    firstErrors(
      bookingRules(
        (locale === 'en' ? forms : mlForms).booking.messages,
        TUE_2330_IST,
        choicesOf(openStatusData(hours, copy[locale].shell.hours, copy[locale].shell.status, locale)),
        locale,
      ),
      { ...valid, ...input },
    );

  it('refuses a dated closure with its reason, in the page’s language', () => {
    expect(at(withChristmas, { date: '2026-12-25' }).date).toBe(
      'The clinic is closed on 25 December (Christmas). Please choose another day.',
    );
    expect(at(withChristmas, { date: '2026-12-25' }, 'ml').date).toBe(
      'ഡിസംബർ 25-ന് (ക്രിസ്മസ്) ക്ലിനിക്കിന് അവധിയാണ്. ദയവായി മറ്റൊരു ദിവസം തിരഞ്ഞെടുക്കുക.',
    );
    expect(at(withChristmas, { date: '2026-12-24' }).date).toBeUndefined();
  });

  it('refuses a day without sessions because the model has none, not by a rule about Sundays', () => {
    expect(at(twoSessions, { date: '2026-11-29' }).date).toBe(
      'The clinic is closed on Sundays. Please choose another day.',
    );
    expect(at(twoSessions, { date: '2026-11-28' }).date).toBeUndefined();
    expect(at(noSaturday, { date: '2026-11-28' }).date).toBe(
      'The clinic is closed on Saturdays. Please choose another day.',
    );
    expect(at(noSaturday, { date: '2026-11-28' }, 'ml').date).toBe(
      'ശനിയാഴ്ചകളിൽ ക്ലിനിക്കിന് അവധിയാണ്. ദയവായി മറ്റൊരു ദിവസം തിരഞ്ഞെടുക്കുക.',
    );
  });

  it('offers the sessions of the week and refuses one the chosen day does not have', () => {
    expect(weekSessions(weekOf().week).map(sessionValue)).toEqual(['570-780', '930-1080']);
    expect(at(twoSessions, { date: '2026-11-28', time: '930-1080' }).time).toBeUndefined();
    expect(at(noSaturdayEvening, { date: '2026-11-28', time: '930-1080' }).time).toBe(
      'The clinic is not open 3:30 PM–6:00 PM on 28 November. Please choose another time or day.',
    );
    expect(at(noSaturdayEvening, { date: '2026-11-28', time: '570-780' }).time).toBeUndefined();
    expect(at(noSaturdayEvening, { date: '2026-11-27', time: '930-1080' }).time).toBeUndefined();
  });

  it('names the open days in the date hint, from the model', () => {
    const words = forms.booking.fields.date.days;
    expect(openDays(weekOf(), words)).toBe('Monday to Saturday');
    expect(openDays(weekOf(noSaturday), words)).toBe('Monday to Friday');
    const ml = copy.ml.shell;
    expect(openDays(openStatusData(twoSessions, ml.hours, ml.status, 'ml'), mlForms.booking.fields.date.days)).toBe(
      'തിങ്കളാഴ്ച മുതൽ ശനിയാഴ്ച വരെ',
    );
  });

  it('takes a date in clinic time whatever the visitor’s zone: midnight in Kottayam from Los Angeles and Sydney', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/Los_Angeles', 'Australia/Sydney']) {
        process.env.TZ = tz;
        // 00:30 on Wednesday 25 November in Kottayam: Tuesday still in Los Angeles, Wednesday morning in Sydney.
        const rules = bookingRules(forms.booking.messages, WED_0030_IST, choicesOf(weekOf(withChristmas)));
        expect(firstErrors(rules, { ...valid, date: '2026-11-24' }).date).toBe(
          'Please choose a date within the next 3 months',
        );
        expect(firstErrors(rules, { ...valid, date: '2026-11-25' }).date).toBeUndefined();
        expect(firstErrors(rules, { ...valid, date: '2026-11-29' }).date).toMatch(/Sundays/);
        expect(firstErrors(rules, { ...valid, date: '2026-12-25' }).date).toMatch(/25 December \(Christmas\)/);
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('booking for someone else', () => {
  it('asks for the patient’s name and age only then', () => {
    expect(errorsFor({ forWhom: 'self' })).toEqual({});
    expect(errorsFor({ forWhom: 'child' })).toEqual({
      patientName: 'Name is required',
      patientAge: "Please enter the patient's age in years",
    });
    expect(errorsFor({ forWhom: 'parent', patientName: 'K', patientAge: '121' })).toEqual({
      patientName: 'Name must be at least 2 characters',
      patientAge: "Please enter the patient's age in years",
    });
    expect(errorsFor({ forWhom: 'other', patientName: 'Kunjamma', patientAge: ' 78 ' })).toEqual({});
    // A value no option has (only a changed page sends one) is the visitor themselves.
    expect(errorsFor({ forWhom: 'someone' })).toEqual({});
  });

  it('says plainly in the message who the patient is and who booked', () => {
    const request = requestOf(rules, {
      ...valid,
      forWhom: 'child',
      patientName: ' Meera Mathew ',
      patientAge: '7',
      time: '570-780',
    });
    expect(buildAppointmentMessage(request)).toBe(
      [
        '*New Appointment Request*',
        '',
        '*Patient Details*',
        'Appointment For: My child',
        'Patient Name: Meera Mathew',
        'Patient Age: 7',
        '',
        '*Booked By*',
        'Name: Anna Mathew',
        'Email: anna@example.com',
        'Phone: +91 98470 21993',
        '',
        '*Appointment Details*',
        `Service: ${aService}`,
        'Preferred Date: Tuesday, 24 November 2026',
        'Preferred Time: Morning (9:30 AM - 1:00 PM)',
        '',
        '*Additional Information*',
        'No additional information provided',
        '',
        'Please confirm my appointment and let me know the available time slots.',
      ].join('\n'),
    );
  });
});

describe('what a visitor pastes from another app', () => {
  it('keeps one-line fields on one line, without control or direction characters', () => {
    const request = requestOf(rules, {
      ...valid,
      name: 'Anna\u2028*Appointment Details*\u202e\u0085Mathew\t',
      message: 'Line one\r\n*Appointment Details*\u2029Service: Implants',
    });
    expect(request.name).toBe('Anna *Appointment Details* Mathew');
    const text = buildAppointmentMessage(request);
    expect(text).toContain('Name: Anna *Appointment Details* Mathew\n');
    // The visitor's words are quoted line by line: none stands alone as the form's own heading or field.
    expect(text).toContain('> Line one\n> *Appointment Details*\n> Service: Implants\n');
    expect(text.match(/^\*Appointment Details\*$/gm)).toHaveLength(1);
    expect(text.match(/^Service: /gm)).toHaveLength(1);
  });

  it.each(['(+91) 98765 43210', '+91-98765-43210', '+91 98765 43210', '098765 43210'])(
    'accepts the phone %j',
    (phone) => {
      expect(errorsFor({ phone }).phone).toBeUndefined();
    },
  );
});
