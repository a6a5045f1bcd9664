// Words of the privacy page, the "page not found" page and the accessibility statement. Phone numbers, the e-mail and the hours come
// from src/content; {brand}, {phone}, {email}, {whatsappPolicy} and {googlePolicy} are filled in by the site.
export const legal = {
  privacy: {
    meta: {
      title: 'Privacy - {brand}',
      description:
        'This website stores nothing about you: no cookies, no analytics, no trackers. Requests become WhatsApp messages only when you send them yourself.',
    },
    hero: {
      eyebrow: 'Privacy',
      title: 'Your Privacy, in Plain Words',
      intro:
        'This website does not collect, store or share anything about you. Here is exactly what happens when you use it.',
    },
    summary: {
      title: 'In short',
      points: [
        'Nothing you type is stored on this website.',
        'No cookies, no analytics, no trackers.',
        'A request becomes a WhatsApp message only when you press send.',
        'Google Maps loads only when you ask for it.',
      ],
    },
    sections: [
      {
        id: 'what-we-store',
        title: 'What this website stores',
        paragraphs: [
          'Nothing. This website is a set of plain pages. There is no account and no login, and there is no server of ours that receives the details you type.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies, analytics and trackers',
        paragraphs: [
          'This website sets no cookies and uses no analytics, advertising or tracking tools. We do not know who visits it or which pages they read.',
        ],
      },
      {
        id: 'requests',
        title: 'Appointment requests and messages',
        paragraphs: [
          'When you fill in the appointment or enquiry form, your own phone or computer turns your details into a WhatsApp message. Nothing leaves your device until you press send in WhatsApp. You can read and change the message first, or close WhatsApp without sending it.',
          'Once you send it, the message travels like any other WhatsApp chat, and {whatsappPolicy} applies. Our team reads it on the clinic’s WhatsApp and uses it only to reply to you and arrange your visit.',
        ],
      },
      {
        id: 'map',
        title: 'The map',
        paragraphs: [
          'The contact page shows a picture of a map that is stored on this website. The live Google map loads only if you press “Show map”. Google then receives what a browser always sends, such as your internet address, and {googlePolicy} applies. “Open in Google Maps” takes you to Google’s own site.',
        ],
      },
      {
        id: 'fonts-and-pictures',
        title: 'Fonts and pictures',
        paragraphs: [
          'The fonts, pictures and icons you see are served from this website itself, not from other companies’ servers.',
        ],
      },
      {
        id: 'other-sites',
        title: 'Links to other services',
        paragraphs: [
          'Links to WhatsApp, Google Maps and our social media pages take you to those services. What they collect is described in their own privacy policies.',
        ],
      },
      {
        id: 'your-data',
        title: 'Asking about your data',
        paragraphs: [
          'Your treatment records are kept at the clinic, never on this website. To ask what we hold about you, to correct it, or to ask us to delete messages you have sent us, call {phone} or e-mail {email}.',
        ],
      },
    ],
    links: {
      whatsappPolicy: { text: 'WhatsApp’s privacy policy', href: 'https://www.whatsapp.com/legal/privacy-policy' },
      googlePolicy: { text: 'Google’s privacy policy', href: 'https://policies.google.com/privacy' },
    },
  },
  notFound: {
    meta: {
      title: 'Page not found - {brand}',
      description:
        'The page you were looking for could not be found. Go to the home page, see our services, or call or message the clinic for help.',
    },
    hero: {
      eyebrow: 'Error 404',
      title: 'We could not find that page',
      intro:
        'The link may be out of date, or the address may have a small typing mistake. These links will help you find your way.',
    },
    explore: {
      title: 'Find what you need',
      text: 'Start again from the home page, or see the treatments we offer.',
      home: 'Go to the home page',
      services: 'See our services',
      more: 'Or visit',
      about: 'About us',
      doctors: 'Our doctors',
      contact: 'Contact',
    },
    help: {
      title: 'Talk to us',
      text: 'Our team will gladly help you book a visit or answer a question.',
      call: 'Call {phone}',
      whatsapp: 'Message us on WhatsApp',
      hoursTitle: 'Opening hours',
      emergency: 'In pain or hurt? What to do now',
    },
  },
  accessibility: {
    meta: {
      title: 'Accessibility - {brand}',
      description:
        'How we make this website usable for everyone, in English and Malayalam: how we test it, what works, known limits and how to get help.',
    },
    hero: {
      eyebrow: 'Accessibility',
      title: 'A Website Everyone Can Use',
      intro:
        'Every patient should be able to read this website and ask for an appointment, whatever device, browser or assistive technology they use. Here is what we do, and where we still depend on others.',
    },
    summary: {
      title: 'In short',
      points: [
        'We aim to meet WCAG 2.2 level AA, in English and in Malayalam.',
        'Every page works with a keyboard alone, and you can always see where you are.',
        'Text can be enlarged to 200%, and motion is reduced when your device asks for it.',
        'If anything is hard to use, call us: we will book your visit by phone.',
      ],
    },
    sections: [
      {
        id: 'our-aim',
        title: 'What we aim for',
        paragraphs: [
          'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in both its English and its Malayalam edition. Anything that falls short of that is a fault we want to hear about and fix.',
        ],
      },
      {
        id: 'how-we-test',
        title: 'How we check it',
        paragraphs: [
          'Every page, in both languages, is checked automatically with axe-core at phone and desktop widths, with the menu open and closed, and with the appointment form and the enquiry form showing their errors and their confirmation.',
          'We also book an appointment using only a keyboard, check that the part in focus is never hidden behind other content, and check that no page scrolls sideways on a screen 320 pixels wide. Lighthouse accessibility audits of every page complete these checks.',
        ],
      },
      {
        id: 'what-works',
        title: 'What you can expect',
        paragraphs: [
          'You can use the whole website with a keyboard alone, and the link, button or field you are on is always clearly outlined.',
          'You can enlarge text to 200% without losing any content. If your device is set to reduce motion, the website does not animate or scroll smoothly.',
          'The appointment and enquiry forms say which fields are required, and they announce any mistake to screen readers, next to the field it concerns. The whole website is also available in Malayalam, with a language switch on every page.',
        ],
      },
      {
        id: 'known-limitations',
        title: 'Known limitations',
        paragraphs: [
          'The map on the contact page comes from Google Maps, and appointment requests and messages are sent through WhatsApp. Both are run by other companies, so we cannot control how accessible they are.',
          'If the map is hard to use, the clinic’s full address is written out on the contact page, and “Open in Google Maps” opens the same place on Google’s own site. If WhatsApp is hard to use, you can simply call us.',
        ],
      },
      {
        id: 'contact',
        title: 'If something is hard to use',
        paragraphs: [
          'Please tell us if any part of this website is difficult to use, or if you need its information in another form. Call {phone}, e-mail {email} or send us a WhatsApp message, and we will do our best to help.',
          'You never need this website to see a dentist: call the clinic during opening hours and our front desk will book your appointment by phone.',
        ],
      },
    ],
  },
};
