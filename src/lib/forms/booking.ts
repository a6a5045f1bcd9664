import { z } from './zod';
import { formatLongDate } from './format';
import { NAME_MAX, NAME_MIN, MESSAGE_MAX, EMAIL_MAX, dateProblem, isEmail, isPhone } from './rules';
import { fill } from '@/lib/template';

export const BOOKING_SERVICES = [
  'general-checkup',
  'cleaning',
  'cosmetic',
  'orthodontics',
  'implants',
  'root-canal',
  'emergency',
] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];

/** English service names: the clinic reads these in WhatsApp, and the English form shows them. */
export const bookingServiceLabels: Record<BookingService, string> = {
  'general-checkup': 'General Check-up',
  cleaning: 'Professional Cleaning',
  cosmetic: 'Cosmetic Dentistry',
  orthodontics: 'Orthodontics',
  implants: 'Dental Implants',
  'root-canal': 'Root Canal Therapy',
  emergency: 'Emergency Care',
};

/** The booking form's validation messages, in the page's language. `{max}` is filled in. */
export interface BookingMessages {
  nameRequired: string;
  nameMin: string;
  nameMax: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  serviceRequired: string;
  dateRequired: string;
  dateOutOfRange: string;
  dateSunday: string;
  messageMax: string;
}

/** The booking rules; `now` fixes "today" (clinic time) for the date window. */
export function bookingSchema(m: BookingMessages, now: Date) {
  const dateMessages = { required: m.dateRequired, outOfRange: m.dateOutOfRange, sunday: m.dateSunday };
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, m.nameRequired)
      .min(NAME_MIN, m.nameMin)
      .max(NAME_MAX, fill(m.nameMax, { max: NAME_MAX })),
    email: z
      .string()
      .trim()
      .min(1, m.emailRequired)
      .max(EMAIL_MAX, m.emailInvalid)
      .refine((v) => v === '' || isEmail(v), m.emailInvalid),
    phone: z
      .string()
      .trim()
      .min(1, m.phoneRequired)
      .refine((v) => v === '' || isPhone(v), m.phoneInvalid),
    service: z.string().pipe(z.enum(BOOKING_SERVICES, { error: m.serviceRequired })),
    date: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = dateProblem(value, now);
        if (problem) ctx.addIssue({ code: 'custom', message: dateMessages[problem] });
      }),
    message: z
      .string()
      .trim()
      .max(MESSAGE_MAX, fill(m.messageMax, { max: MESSAGE_MAX })),
  });
}

export type BookingInput = z.input<ReturnType<typeof bookingSchema>>;
/** A valid, trimmed booking request. */
export type BookingRequest = z.output<ReturnType<typeof bookingSchema>>;

export const emptyBooking: BookingInput = { name: '', email: '', phone: '', service: '', date: '', message: '' };

/** The WhatsApp text of a booking request. Always English, no emoji; `*...*` is WhatsApp bold. */
export function buildAppointmentMessage(r: BookingRequest): string {
  return [
    '*New Appointment Request*',
    '',
    '*Patient Details*',
    `Name: ${r.name}`,
    `Email: ${r.email}`,
    `Phone: ${r.phone}`,
    '',
    '*Appointment Details*',
    `Service: ${bookingServiceLabels[r.service]}`,
    `Preferred Date: ${formatLongDate(r.date)}`,
    '',
    '*Additional Information*',
    r.message === '' ? 'No additional information provided' : r.message,
    '',
    'Please confirm my appointment and let me know the available time slots.',
  ].join('\n');
}
