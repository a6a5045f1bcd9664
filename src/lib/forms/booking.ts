import { formatLongDate } from './format';
import {
  NAME_MAX,
  NAME_MIN,
  MESSAGE_MAX,
  EMAIL_MAX,
  checked,
  dateProblem,
  firstOf,
  isEmail,
  isPhone,
  trimAll,
  type FormRules,
} from './rules';
import { fill } from '@/lib/template';
import { forms } from '@/content/copy/en/forms';

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

/** English service names: the clinic reads these in WhatsApp, as the English form shows them. */
export const bookingServiceLabels: Record<BookingService, string> = forms.booking.services;

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

/** What the visitor types into the booking form. */
export interface BookingInput {
  name: string;
  email: string;
  phone: string;
  service: string;
  date: string;
  message: string;
}

/** A valid, trimmed booking request. */
export interface BookingRequest extends BookingInput {
  service: BookingService;
}

const isBookingService = (value: string): value is BookingService =>
  (BOOKING_SERVICES as readonly string[]).includes(value);

/** The booking rules; `now` fixes "today" (clinic time) for the date window. */
export function bookingRules(m: BookingMessages, now: Date): FormRules<BookingInput, BookingRequest> {
  const dateMessages = { required: m.dateRequired, outOfRange: m.dateOutOfRange, sunday: m.dateSunday };
  return (input) => {
    const v = trimAll(input);
    const date = dateProblem(v.date, now);
    return checked(v, {
      name: firstOf(
        v.name === '' && m.nameRequired,
        v.name.length < NAME_MIN && m.nameMin,
        v.name.length > NAME_MAX && fill(m.nameMax, { max: NAME_MAX }),
      ),
      email: firstOf(
        v.email === '' && m.emailRequired,
        (v.email.length > EMAIL_MAX || !isEmail(v.email)) && m.emailInvalid,
      ),
      phone: firstOf(v.phone === '' && m.phoneRequired, !isPhone(v.phone) && m.phoneInvalid),
      // Not trimmed: only one of the listed values will do.
      service: isBookingService(input.service) ? undefined : m.serviceRequired,
      date: date ? dateMessages[date] : undefined,
      message: firstOf(v.message.length > MESSAGE_MAX && fill(m.messageMax, { max: MESSAGE_MAX })),
    });
  };
}

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
