// The WhatsApp messages the two forms prepare: always English, no emoji (`*...*` is WhatsApp bold), so that the
// clinic's staff read one format. Loaded with the panel that follows a submit (src/components/islands/form/after-submit.ts).
import { enquiryServices, partsOfDay } from '@/copy/en/form-options';
import { type BookingRequest, type ForWhom } from './booking';
import { parseSession, partOfDay } from './sessions';
import type { EnquiryRequest, EnquiryService } from './enquiry';
import { parseIsoDate, weekdayOf } from './format';
import { cleanAll } from './rules';
import { quoted } from './text';

// The date in the message, spelt out in English whatever the visitor's locale.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Tuesday, 24 November 2026": unambiguous for the clinic's staff, whatever the visitor's locale. */
export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${WEEKDAYS[weekdayOf(date)]}, ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** English enquiry topics: the clinic reads these in WhatsApp, as the English form shows them. */
export const enquiryServiceLabels: Record<EnquiryService, string> = enquiryServices;

/** Who the patient is, as the clinic reads it in the message. */
const forWhomLabels: Record<Exclude<ForWhom, 'self'>, string> = {
  child: 'My child',
  parent: 'My parent',
  other: 'Someone else',
};

/** "570-780" → "Morning (9:30 AM - 1:00 PM)", named as the English form names it; anything else → "Any time". */
function timeLine(time: string): string {
  const session = parseSession(time);
  if (!session) return 'Any time';
  const [opens, closes] = session;
  const clock = (minutes: number) =>
    `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${minutes % 1440 < 720 ? 'AM' : 'PM'}`;
  return `${partsOfDay[partOfDay(opens)]} (${clock(opens)} - ${clock(closes)})`;
}

/**
 * The WhatsApp text of a booking request. Always English, no emoji; `*...*` is WhatsApp bold. Every field is cleaned
 * again here, so that no value can add a line of its own, and the visitor's message is quoted line by line.
 */
export function buildAppointmentMessage(request: BookingRequest): string {
  const r = cleanAll(request, ['message']);
  const contact = [`Name: ${r.name}`, `Email: ${r.email}`, `Phone: ${r.phone}`];
  const who = request.forWhom === 'self' ? undefined : forWhomLabels[request.forWhom];
  const patient = !who
    ? ['*Patient Details*', ...contact]
    : [
        '*Patient Details*',
        `Appointment For: ${who}`,
        `Patient Name: ${r.patientName}`,
        `Patient Age: ${r.patientAge}`,
        '',
        '*Booked By*',
        ...contact,
      ];
  return [
    '*New Appointment Request*',
    '',
    ...patient,
    '',
    '*Appointment Details*',
    `Service: ${r.service}`,
    `Preferred Date: ${formatLongDate(r.date)}`,
    `Preferred Time: ${timeLine(r.time)}`,
    '',
    '*Additional Information*',
    r.message === '' ? 'No additional information provided' : quoted(r.message),
    '',
    'Please confirm my appointment and let me know the available time slots.',
  ].join('\n');
}

/**
 * The WhatsApp text of an enquiry. Always English, no emoji; `*...*` is WhatsApp bold. Every field is cleaned again
 * here, so that no value can add a line of its own, and the visitor's message is quoted line by line.
 */
export function buildEnquiryMessage(request: EnquiryRequest): string {
  const r = cleanAll(request, ['message']);
  return [
    '*New Enquiry from Website*',
    '',
    `Name: ${r.name}`,
    `Email: ${r.email}`,
    `Phone: ${r.phone === '' ? 'Not provided' : r.phone}`,
    `Service Interest: ${request.service === '' ? 'General Inquiry' : enquiryServiceLabels[request.service]}`,
    '',
    '*Message*',
    r.message === '' ? 'No additional message provided' : quoted(r.message),
    '',
    'Please get back to me at your earliest convenience.',
  ].join('\n');
}
