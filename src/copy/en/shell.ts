// Words of the frame around every page: skip link, info bar, header, footer, floating buttons.
// {years}, {year}, {name}, {town}, {consultants}, {time}, {day} and {reason} are filled in by the site; keep them
// where they stand in the sentence.
import { hours } from './hours';

export const shell = {
  skipLink: 'Skip to main content',
  /** The switch to the other edition: its name written in its own language, and what it does. */
  language: {
    switchTo: 'മലയാളം',
    switchHint: 'Read this page in Malayalam',
  },
  brandHome: '{name}, home page',
  infoBar: {
    label: 'Clinic information',
    address: 'Address',
    hours: 'Opening hours',
    phone: 'Appointments',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'About',
    services: 'Services',
    fees: 'Fees',
    doctors: 'Doctors',
    contact: 'Contact',
    emergency: 'Emergency',
    book: 'Book Appointment',
    menu: 'Menu',
  },
  footer: {
    quickLinksHeading: 'Quick Links',
    quickLinks: {
      home: 'Home',
      about: 'About Us',
      services: 'Services',
      fees: 'Fees',
      doctors: 'Our Doctors',
      guides: 'Guides for Patients',
      contact: 'Contact',
    },
    servicesHeading: 'Our Services',
    contactHeading: 'Contact Us',
    email: 'E-mail',
    hoursHeading: 'Opening Hours',
    socialHeading: 'Follow us',
    socialLink: '{network} (opens in a new tab)',
    privacy: 'Privacy',
    accessibility: 'Accessibility',
    copyright: '© {year} {name}. All rights reserved.',
  },
  floating: {
    label: 'Quick contact',
    whatsapp: 'Chat with us on WhatsApp',
    call: 'Call the clinic',
  },
  hours,
  // The holidays and days of other hours still ahead, under the weekly hours: "Thu, 10 Dec: 9:30 AM–1:00 PM (Staff
  // function)"; {days} is a date or a range of dates, {hours} the sessions or "Closed".
  /** What a notice of the clinic's to all patients is called, before its text: "Notice: From 1 December, …". */
  notice: 'Notice',
  datedHours: { title: 'Holidays and other hours ahead', row: '{days}: {hours} ({reason})' },
  // Whether the clinic is open right now, in clinic time; {day} is a weekday name, {reason} a closure's reason.
  status: {
    open: 'Open now · closes {time}',
    opensLater: 'Closed · opens {time}',
    opensOn: 'Closed · opens {day} {time}',
    closedToday: 'Closed today · opens {day} {time}',
    holiday: 'Closed today ({reason}) · opens {day} {time}',
    closed: 'Closed',
  },
  // The picture shown when a page is shared (WhatsApp, Facebook, X), beside the name, tagline and phone.
  preview: {
    since: 'In {town} since {year}',
    imageAlt: '{name}: {tagline}. Appointments {phone}.',
  },
  newTab: '(opens in a new tab)',
};
