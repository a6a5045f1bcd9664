// The booking page (/book), the appointment a clinic's confirmation link opens (/visit) and the staff page that makes
// those links (/visit/new), in English. {placeholders} are filled in by the page or its script.

export const appointments = {
  book: {
    meta: {
      title: 'Book an Appointment - {brand}',
      description:
        'Ask for an appointment at {brand}, {town}: pick a day and one of its sessions, for you or your family. We confirm on WhatsApp.',
    },
    hero: {
      eyebrow: 'Appointments',
      title: 'Book an Appointment',
      intro: 'Tell us when suits you, for yourself or for someone in your family. We reply on WhatsApp to confirm.',
    },
  },
  visit: {
    meta: {
      title: 'Your Appointment - {brand}',
      description: 'Your appointment at {brand}: the day and time, a calendar reminder, directions and what to bring.',
    },
    hero: { eyebrow: 'Appointments', title: 'Your Appointment' },
    // {date}: "Tuesday, 1 December 2026"; {time}: "10:30 AM".
    when: '{date} at {time}',
    timeZone: 'India Standard Time (IST, UTC+05:30)',
    // Shown when the visitor's device is in another time zone.
    local: 'That is {time} where you are now.',
    doctor: 'With {doctor}',
    // When the clinic has since closed that day, or opens at other times than the appointment's: {hours} is the day's
    // line of the hours ahead, "Thu, 10 Dec: 9:30 AM–1:00 PM (Staff function)".
    dated: 'The clinic’s hours are different that day: {hours}. Please message or call us to check your appointment.',
    ics: 'Add to calendar',
    icsNote: 'A calendar file with a reminder the day before.',
    google: 'Add to Google Calendar',
    calendarTitle: 'Dental appointment at {brand}',
    calendarNote: 'To change or cancel, message or call {phone}.',
    invalid: {
      title: 'This link does not hold an appointment',
      text: 'Part of it may have been lost when it was copied. Please open the link in our message again, or book a new appointment.',
    },
    past: {
      title: 'This appointment has passed',
      text: 'It was on {when}. We would be glad to see you again: book a new appointment.',
    },
    book: 'Book an appointment',
    noScript: 'Showing your appointment needs JavaScript, which is off in this browser. Please call us to check it.',
    directions: { title: 'How to find us', map: 'Open in Google Maps' },
    bring: {
      title: 'On your first visit',
      items: [
        'Please come 15 minutes early to fill in a short form.',
        'Bring any earlier dental records or X-rays, and a list of the medicines you take.',
        'For a child, a parent or guardian comes along.',
      ],
    },
    change: {
      title: 'To change or cancel',
      text: 'Message or call us, even on the day: we will find another time.',
      whatsapp: 'Message us on WhatsApp',
      call: 'Call {display}',
    },
  },
  visitNew: {
    meta: {
      title: 'Confirmation Link - {brand}',
      description: 'For the clinic’s staff: make the link that confirms an appointment, with a reply to send.',
    },
    hero: {
      title: 'Confirmation Link',
      intro: 'Choose the day, the time and the doctor; copy the link, or a reply with it, into WhatsApp.',
    },
    date: 'Date',
    time: 'Time (India time)',
    doctor: 'Doctor',
    anyDoctor: 'Not named',
    link: 'Link',
    copy: 'Copy',
    copied: 'Copied',
    replyEn: 'Reply in English',
    replyMl: 'Reply in Malayalam',
    empty: 'Choose a date and a time.',
    // The reply in this language: {brand}, {when} ("Tuesday, 1 December 2026 at 10:30 AM"), {doctor}, {link}.
    reply:
      'Your appointment at {brand} is confirmed for {when} (India time){doctor}. The details, directions and a calendar reminder: {link}',
    replyDoctor: ' with {doctor}',
  },
};
