import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinic } from '@/content';
import { FOR_WHOM } from '@/lib/forms/booking';
import { ENQUIRY_SERVICES } from '@/lib/forms/enquiry';
import { toIsoDate } from '@/lib/forms/format';
import { buildAppointmentMessage, buildEnquiryMessage, formatLongDate } from '@/lib/forms/messages';
import { freeText, oneLine, wellFormed } from '@/lib/forms/text';
import { whatsappLink } from '@/lib/whatsapp';
import { untimed } from '../../support/untimed';
import { offeredServices } from '../../support/form-rules';

const tricky = [
  ...['&', '#', '%', '+', '?', '=', '\n', '\r\n', '\r', '\t', ' ', '*', '/', '> ', 'മ', 'ലയാളം', '😀', '👩🏽‍⚕️'],
  ...['%20', '&text=x', '\u2028', '\u2029', '\u0085', '\u202e', '\u2066', '\u200f', '\u0000', '\u001b'],
  // Half an emoji, as a paste from another app can leave it: lone surrogates.
  ...['\ud83d', '\ude00', '\ude00\ud83d'],
  ...['*Patient Details*', 'Name: ', '*Additional Information*', 'Service: Implants'],
];
/** Any Unicode text, with the characters that break hand-made URLs or a message's layout over-represented. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...tricky),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  ),
  maxLength: 40,
});
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

const digits = clinic.whatsapp.replace(/\D/g, '');

/** The link must be a wa.me chat with the clinic whose only parameter is the whole text. */
function decode(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toBe(`/${digits}`);
  expect(url.hash).toBe('');
  expect([...url.searchParams.keys()]).toEqual(['text']);
  return url.searchParams.get('text') ?? '';
}

describe('any text a visitor types reaches WhatsApp whole', () => {
  it('booking: never throws, always goes to the clinic, and every cleaned field comes back whole', untimed, () => {
    fc.assert(
      fc.property(
        fc.record({
          name: text,
          email: text,
          phone: text,
          service: fc.constantFrom(...Object.keys(offeredServices())),
          date: isoDate,
          time: fc.constantFrom('', '570-780', '930-1080'),
          forWhom: fc.constantFrom(...FOR_WHOM),
          patientName: text,
          patientAge: text,
          message: text,
        }),
        (request) => {
          const message = buildAppointmentMessage(request);
          const decoded = decode(whatsappLink(clinic.whatsapp, message));
          expect(decoded).toBe(message);
          const lines = decoded.split('\n');
          const field = (label: string) =>
            lines.filter((l) => l.startsWith(`${label}: `)).map((l) => l.slice(label.length + 2));
          expect(field('Name')).toEqual([oneLine(request.name)]);
          expect(field('Email')).toEqual([oneLine(request.email)]);
          expect(field('Phone')).toEqual([oneLine(request.phone)]);
          if (request.forWhom !== 'self') {
            expect(field('Patient Name')).toEqual([oneLine(request.patientName)]);
            expect(field('Patient Age')).toEqual([oneLine(request.patientAge)]);
          }
          expect(field('Service')).toEqual([request.service]);
          expect(field('Preferred Date')).toEqual([formatLongDate(request.date)]);
          // The visitor's words, quoted line by line, read back exactly; no other line of theirs.
          const start = lines.indexOf('*Additional Information*') + 1;
          const end = lines.lastIndexOf('');
          const body = lines.slice(start, end);
          const words = freeText(request.message);
          if (words === '') expect(body).toEqual(['No additional information provided']);
          else {
            expect(body.every((l) => l === '>' || l.startsWith('> '))).toBe(true);
            expect(body.map((l) => l.slice(2)).join('\n')).toBe(
              words
                .split('\n')
                .map((l) => l.trimEnd())
                .join('\n'),
            );
          }
          // The form's headings stand alone once each, whatever was typed.
          for (const heading of ['*New Appointment Request*', '*Appointment Details*', '*Additional Information*'])
            expect(lines.filter((l) => l === heading)).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('enquiry: never throws, always goes to the clinic, and every cleaned field comes back whole', untimed, () => {
    fc.assert(
      fc.property(
        fc.record({
          name: text,
          email: text,
          phone: text,
          service: fc.constantFrom('' as const, ...ENQUIRY_SERVICES),
          message: text,
        }),
        (request) => {
          const message = buildEnquiryMessage(request);
          const decoded = decode(whatsappLink(clinic.whatsapp, message));
          expect(decoded).toBe(message);
          expect(decoded).toContain(
            `Name: ${oneLine(request.name)}\nEmail: ${oneLine(request.email)}\nPhone: ${oneLine(request.phone) || 'Not provided'}\n`,
          );
          expect(decoded.split('\n').filter((l) => l === '*Message*')).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('makes any text well-formed as toWellFormed does, so encoding it never throws', untimed, () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(wellFormed(value)).toBe(value.toWellFormed());
        expect(() => encodeURIComponent(wellFormed(value))).not.toThrow();
        expect(() => whatsappLink(clinic.whatsapp, value)).not.toThrow();
      }),
    );
    expect(() => encodeURIComponent('\ud83d')).toThrow();
  });

  it('keeps a one-line field on one line, with no control or direction characters', untimed, () => {
    fc.assert(
      fc.property(text, (value) => {
        const line = oneLine(value);
        expect(line).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
        expect(line).toBe(line.trim());
        expect(oneLine(line)).toBe(line);
      }),
    );
  });

  it('writes every calendar date with its own weekday, whatever the zone', untimed, () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso}T12:00:00Z`),
        );
        expect(formatLongDate(iso).startsWith(`${weekday}, `)).toBe(true);
      }),
    );
  });
});
