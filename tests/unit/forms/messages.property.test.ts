import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../support/content';
import { BOOKING_SERVICES, bookingServiceLabels, buildAppointmentMessage } from '@/lib/forms/booking';
import { ENQUIRY_SERVICES, buildEnquiryMessage } from '@/lib/forms/enquiry';
import { formatLongDate, toIsoDate } from '@/lib/forms/format';
import { whatsappLink } from '@/lib/whatsapp';

const tricky = ['&', '#', '%', '+', '?', '=', '\n', '\r\n', ' ', '*', '/', 'മ', 'ലയാളം', '😀', '👩🏽‍⚕️', '%20', '&text=x'];
/** Any Unicode text, with the characters that break hand-made URLs over-represented. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...tricky),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
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
  it('booking', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: text,
          email: text,
          phone: text,
          service: fc.constantFrom(...BOOKING_SERVICES),
          date: isoDate,
          message: text,
        }),
        (request) => {
          const message = buildAppointmentMessage(request);
          const decoded = decode(whatsappLink(clinic.whatsapp, message));
          expect(decoded).toBe(message);
          expect(decoded).toContain(`Name: ${request.name}\nEmail: ${request.email}\nPhone: ${request.phone}\n`);
          expect(decoded).toContain(`Service: ${bookingServiceLabels[request.service]}\n`);
          expect(decoded).toContain(`Preferred Date: ${formatLongDate(request.date)}\n`);
          expect(decoded).toContain(
            `*Additional Information*\n${request.message || 'No additional information provided'}\n\n`,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('enquiry', () => {
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
            `Name: ${request.name}\nEmail: ${request.email}\nPhone: ${request.phone || 'Not provided'}\n`,
          );
          expect(decoded).toContain(`*Message*\n${request.message || 'No additional message provided'}\n\n`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes every calendar date with its own weekday, whatever the zone', () => {
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
