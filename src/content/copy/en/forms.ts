// Every text of the booking form (home page) and the enquiry form (contact page), in English.
// {count} and {max} are filled in by the form. The WhatsApp message itself is always English and lives in
// src/lib/forms, because the clinic's staff read one format; it names the services and topics as this file does.

export const forms = {
  shared: {
    requiredNote: 'Fields marked * are required.',
    optional: '(optional)',
    counter: '{count} of {max} characters',
    noScript:
      'Sending this form needs JavaScript, which is off in this browser. Please message or call us with the buttons on this page.',
    privacy: {
      text: 'Your message goes to the clinic through WhatsApp, which receives it as the chat opens.',
      link: 'Privacy',
    },
    sent: {
      openWhatsApp: 'Open WhatsApp',
      newTab: '(opens in a new tab)',
      call: 'You can also call us on',
      blocked:
        'WhatsApp could not be opened automatically. Your message is ready: press Open WhatsApp to send it, or call us.',
    },
  },
  booking: {
    fields: {
      name: { label: 'Full Name', placeholder: 'Your full name' },
      email: { label: 'Email Address', placeholder: 'you@example.com' },
      phone: { label: 'Phone Number', placeholder: '+91 98765 43210' },
      service: { label: 'Service', placeholder: 'Select a service' },
      date: { label: 'Preferred Date', hint: 'Monday to Saturday, within the next 3 months.' },
      message: {
        label: 'Additional Message',
        placeholder: 'Tell us about your concern or any special requirement',
      },
    },
    services: {
      'general-checkup': 'General Check-up',
      cleaning: 'Professional Cleaning',
      cosmetic: 'Cosmetic Dentistry',
      orthodontics: 'Orthodontics',
      implants: 'Dental Implants',
      'root-canal': 'Root Canal Therapy',
      emergency: 'Emergency Care',
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
      dateSunday: 'The clinic is closed on Sundays. Please choose another day.',
      messageMax: 'Your message is too long: please keep it to {max} characters',
    },
    submit: 'Book Appointment',
    submitting: 'Sending Request...',
    success: {
      title: 'Request Sent Successfully!',
      blockedTitle: 'One more step: send your request in WhatsApp',
      body: 'Your appointment request has been forwarded to WhatsApp. Our team will contact you shortly to confirm it.',
      again: 'Book Another Appointment',
    },
  },
  enquiry: {
    fields: {
      name: { label: 'Full Name', placeholder: 'Your full name' },
      email: { label: 'Email', placeholder: 'you@example.com' },
      phone: { label: 'Phone', placeholder: '+91 98765 43210' },
      service: { label: 'Service', placeholder: 'Select a service' },
      message: { label: 'Message', placeholder: 'How can we help you?' },
    },
    services: {
      'dental-care': 'Dental Care enquiry',
      feedback: 'Feedback',
      other: 'Other',
    },
    messages: {
      nameRequired: 'Name is required',
      nameMax: 'Name must be at most {max} characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      phoneInvalid: 'Please enter a valid phone number',
      serviceInvalid: 'Please select a service from the list',
      messageRequired: 'Message is required',
      messageMax: 'Your message is too long: please keep it to {max} characters',
    },
    submit: 'Send Message',
    submitting: 'Sending Message...',
    success: {
      title: 'Message Sent Successfully!',
      blockedTitle: 'One more step: send your message in WhatsApp',
      body: 'Your message has been forwarded to WhatsApp. Our team will get back to you shortly.',
      again: 'Send Another Message',
    },
  },
};

export type FormsCopy = typeof forms;
/** What the booking island receives: `{ ...forms.shared, ...forms.booking }`. */
export type BookingCopy = FormsCopy['shared'] & FormsCopy['booking'];
/** What the enquiry island receives: `{ ...forms.shared, ...forms.enquiry }`. */
export type EnquiryCopy = FormsCopy['shared'] & FormsCopy['enquiry'];
