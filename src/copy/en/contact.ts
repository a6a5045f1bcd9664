// Words of the contact page. Phone numbers, the e-mail, the address, the hours and the FAQ come from
// src/content; {brand}, {town}, {phone}, {name} and {privacy} are filled in by the site.
export const contact = {
  meta: {
    title: 'Contact Us - {brand}',
    description:
      'Call, e-mail or WhatsApp {brand} in {town}. Find our address, opening hours, a map and answers to common questions before your visit.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'We Are Here to Help',
    intro:
      'Call us, send a WhatsApp message or visit us at the clinic. However you get in touch, our team will be glad to help.',
  },
  cards: {
    title: 'How to Reach Us',
    phone: {
      title: 'Phone',
      text: 'Call to book or change an appointment.',
      call: 'Call',
    },
    email: {
      title: 'Email',
      text: 'Write to us about treatments, reports or records.',
    },
    address: {
      title: 'Address',
      directions: 'Get directions',
    },
    hours: {
      title: 'Opening Hours',
    },
  },
  enquiry: {
    title: 'Send Us a Message',
    intro:
      'Ask about a treatment, a cost or an appointment. Your message goes to our team on WhatsApp, and we reply during clinic hours.',
    direct: {
      title: 'Message or call us directly',
      titleWithForm: 'Prefer to message or call?',
      text: 'WhatsApp reaches our appointments desk. If you would rather talk, call us during clinic hours.',
      whatsapp: 'Message us on WhatsApp',
      call: 'Call {phone}',
    },
    privacy: 'What you send goes to the clinic through WhatsApp; this website keeps none of it. {privacy}',
    privacyLink: 'How we handle your details',
  },
  map: {
    title: 'Find the Clinic',
    intro: 'The map comes from Google and loads only when you ask for it, so nothing is shared with Google until then.',
    load: 'Show map',
    loadNote: '(loads Google Maps)',
    open: 'Open in Google Maps',
    frameTitle: 'Map showing {name}',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to the questions patients ask us most often. Anything else? Call or message us.',
  },
};
