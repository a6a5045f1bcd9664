import { partsOfDay } from './form-options';
import type { enquiryForm } from './enquiry-form';

// Every text of the booking form (home page) and the enquiry form (contact page), in English.
// {count} and {max} are filled in by the form. The WhatsApp message itself is always English and lives in
// src/lib/forms, because the clinic's staff read one format; it names the services and topics as this file does.

export const forms = {
  shared: {
    requiredNote: 'Fields marked * are required.',
    privacy: {
      text: 'Your message goes to the clinic through WhatsApp, which receives it as the chat opens.',
      link: 'Privacy',
    },
    optional: '(optional)',
    counter: '{count} of {max} characters',
    // The form stays as typed when what follows a submit could not load.
    notLoaded: 'Your request could not be prepared: the connection seems to be down. Please try again, or call us.',
  },
  booking: {
    fields: {
      name: { label: 'Full Name' },
      email: { label: 'Email Address', placeholder: 'you@example.com' },
      phone: { label: 'Phone Number', placeholder: '+91 98765 43210' },
      service: { label: 'Service', placeholder: 'Select a service' },
      // {days}: the days the clinic opens, from its hours (src/content/clinic.yaml), e.g. "Monday to Saturday".
      date: { label: 'Preferred Date', hint: '{days}, within the next 3 months.', days: '{from} to {to}' },
      // Sessions come from the clinic's hours; {from} and {to} are their times. Once a day is chosen, each of its
      // sessions is named by when it starts (`option`); before, the week's sessions are named by their times (`times`).
      time: {
        label: 'Preferred Time',
        any: 'Any time',
        ...partsOfDay,
        option: '{name}, {from}–{to}',
        times: '{from}–{to}',
      },
      forWhom: {
        label: 'Who is the appointment for?',
        options: { self: 'Myself', child: 'My child', parent: 'My parent', other: 'Someone else' },
      },
      patientName: { label: "Patient's Full Name" },
      patientAge: { label: "Patient's Age (years)" },
      message: {
        label: 'Additional Message',
        placeholder: 'Tell us about your concern or any special requirement',
      },
    },
    messages: {
      nameRequired: 'Name is required',
      nameMin: 'Name must be at least 2 characters',
      nameMax: 'Name must be at most {max} characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Please enter a valid phone number',
      serviceRequired: 'Please select a service',
      dateRequired: 'Please select a preferred date',
      dateOutOfRange: 'Please choose a date within the next 3 months',
      dateClosedDay: 'The clinic is closed on {day}s. Please choose another day.',
      dateClosure: 'The clinic is closed on {date} ({reason}). Please choose another day.',
      timeUnavailable: 'The clinic is not open {from}–{to} on {date}. Please choose another time or day.',
      ageInvalid: "Please enter the patient's age in years",
      messageMax: 'Your message is too long: please keep it to {max} characters',
    },
    submit: 'Book Appointment',
    submitting: 'Sending Request...',
  },
};

/**
 * The forms' words that the page writes (BookingIsland.astro, FormNotices.astro) rather than the forms' script: the
 * notice shown without JavaScript, and the choice after the clinic's own (src/content/booking.yaml), whose English
 * word is what the clinic reads.
 */
export const pageWords = {
  noScript:
    'Sending this form needs JavaScript, which is off in this browser. Please message or call us with the buttons on this page.',
  /** The booking form's last choice, after the clinic's own (src/content/booking.yaml). */
  other: 'Other',
};

export type FormsCopy = typeof forms;
/** What the booking island receives: `{ ...forms.shared, ...forms.booking }`. */
export type BookingCopy = FormsCopy['shared'] & FormsCopy['booking'];
/** What the enquiry island receives: `{ ...forms.shared, ...enquiryForm }` (enquiry-form.ts). */
export type EnquiryCopy = FormsCopy['shared'] & typeof enquiryForm;
