// Words of the privacy page, the "page not found" page and the accessibility statement. Phone numbers, the e-mail and the hours come
// from src/content; {brand}, {address}, {phone}, {email}, {whatsappPolicy} and {googlePolicy} are filled in by the site.
// The privacy page's `storage` list names each key this website keeps in a browser, exactly as the code writes it;
// `counted` says what is counted, by the host the content names (counting.host), {events} filled from what the code
// counts (src/lib/counted.mjs) and {keepDays} from the content.
export const legal = {
  privacy: {
    meta: {
      title: 'Privacy - {brand}',
      description:
        'In plain words: who receives what you send through this website, what WhatsApp and your browser keep, and how to ask the clinic to delete it.',
    },
    hero: {
      eyebrow: 'Privacy',
      title: 'Your Privacy, in Plain Words',
      intro:
        'What happens to your details when you use this website, who receives them, and how to ask us to correct or delete them.',
    },
    summary: {
      title: 'In short',
      points: [
        'A form puts what you type into a link to WhatsApp: WhatsApp receives it when the chat opens.',
        'The clinic receives your message only when you press send in WhatsApp.',
        'No cookies and no trackers. Your browser keeps only the language you chose.',
        'The clinic uses your message only to reply to you, and deletes it when you ask.',
      ],
      counted: {
        none: 'Nothing is counted: no analytics.',
        nginx: 'The website counts visits, requests and calls, never who made them.',
        netlify: 'The website’s host counts visits, with no cookie, never who made them.',
        cloudflare: 'The website’s host counts visits with a script of its own, with no cookie, never who made them.',
      },
    },
    sections: [
      {
        id: 'who-we-are',
        title: 'Who receives and holds your details',
        paragraphs: [
          '{brand}, {address}, receives and holds what you send us through this website. Under India’s Digital Personal Data Protection Act, 2023, the clinic is responsible for it (the “Data Fiduciary”). For any question about your details, call {phone} or e-mail {email}.',
        ],
      },
      {
        id: 'forms',
        title: 'When you use the appointment or enquiry form',
        paragraphs: [
          'The forms ask for your name, phone number and e-mail address, the treatment and the day you would like, and a message if you wish to add one. Your phone or computer checks what you typed and writes it into a message. This website has no server that receives forms: nothing you type is sent to it.',
          'When you press the button, your browser opens a WhatsApp link (wa.me) with the whole message written into the link. WhatsApp, a service of Meta, receives that text as soon as the chat opens, before you press send, and {whatsappPolicy} applies. So please write only what we need to arrange your visit; you can tell the dentist about your health when you come.',
          'Like the address of any page you open, the link also stays in your browser’s history until you delete it. On a shared phone or computer, you may wish to clear the history after sending.',
          'Your message reaches the clinic only if you press send in WhatsApp. You can read and change it first, or close WhatsApp without sending it.',
        ],
      },
      {
        id: 'what-we-do',
        title: 'What the clinic does with your message',
        paragraphs: [
          'Our front desk reads your message on the clinic’s WhatsApp and uses it only to reply to you, to arrange or change your appointment and to answer your question. We never use it for advertising, and we do not sell it or share it with anyone.',
          'We keep the chat only as long as we need it for these purposes, then delete it, unless what you told us becomes part of your treatment record, which the clinic keeps at the clinic as the law requires, never on this website.',
          'If you send us the details of a child or of another person, please do so as their parent or guardian, or with their consent.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights, and whom to ask',
        paragraphs: [
          'You can ask us what we hold about you, ask us to correct it, complete it or delete it, and withdraw your consent at any time; we then stop using your details, keeping only what the law requires us to keep. You can also name someone to act for you. Call {phone} or e-mail {email}, and we will reply as soon as we can.',
          'If our answer does not resolve your complaint, you can complain to the Data Protection Board of India.',
        ],
      },
      {
        id: 'in-your-browser',
        title: 'What this website keeps in your browser',
        paragraphs: [
          'This website sets no cookies and uses no advertising or tracking tools. It keeps exactly this, on your device only:',
        ],
        // The test of this page compares this list with what a browser holds after using every page and a form.
        storage: [
          {
            area: 'localStorage',
            key: 'lang',
            text: 'in your browser’s local storage: en or ml, the language you chose with the language switch, so that the website opens in it next time. It is saved only when you use the switch, and stays until you clear this website’s data in your browser.',
          },
          {
            area: 'serviceWorker',
            key: '/sw.js',
            text: 'the website’s service worker: a small script your browser keeps so that a few pages open without a connection. It reads nothing you type and sends nothing to us.',
          },
          {
            area: 'cacheStorage',
            key: 'offline-*',
            text: 'in your browser’s cache storage: copies of the home page, the emergency guidance, the contact page and an “offline” page, in the language(s) you have read, with the styles, script, icons and pictures they use, so that they open without a connection. It holds nothing you typed; each new version of the website replaces it.',
          },
        ],
        after:
          'Nothing else: no cookies, and nothing in session storage or IndexedDB. What you type in a form stays in the page, and is gone when you close it. To remove all of it, clear this website’s stored data (“site data”) in your browser’s settings.',
      },
      {
        id: 'server',
        title: 'The server that sends these pages',
        paragraphs: [
          'Like every website, the server that sends you these pages sees your internet (IP) address, the page you ask for, the time and the name of your browser, and may record them in a log for a short time to keep the website running and safe. We do not use these logs to find out who you are.',
        ],
      },
      {
        id: 'counted',
        title: 'What the website counts',
        paragraphs: [],
        counted: {
          none: ['This website counts nothing: it uses no analytics.'],
          nginx: [
            'When you open WhatsApp from a form or a button, or tap a phone number, your browser tells this website’s server which it was ({events}), on which page and in which language, and for a form, the treatment you chose from its list. It sends nothing you typed, no name, number or other identifier, and no cookie.',
            'The server also notes each page opened, with only the first three parts of your internet address (the last is replaced by 0), the page without anything after its “?”, the time and the name of your browser. It keeps these notes {keepDays} days, then deletes them. From them the clinic sees only totals, month by month: how many visits to each page and in each language, and how many appointment requests, enquiries and calls, by day and by treatment.',
          ],
          netlify: [
            'The company that hosts this website, Netlify, counts the pages opened from its own records of the server (Netlify Analytics): no script runs in your browser for it and no cookie is set. The clinic sees only totals: how many visits to each page.',
          ],
          cloudflare: [
            'The company that hosts this website, Cloudflare, counts the pages opened with a small script of its own (Cloudflare Web Analytics), which sets no cookie and does not follow you to other websites. The clinic sees only totals: how many visits to each page.',
          ],
        },
        events: {
          booking: 'an appointment request',
          enquiry: 'an enquiry',
          whatsapp: 'a WhatsApp chat opened',
          call: 'a call',
        },
      },
      {
        id: 'map',
        title: 'The map',
        paragraphs: [
          'The contact page shows a picture of a map that is stored on this website. The live Google map loads only if you press “Show map”. Google then receives what a browser always sends, such as your internet address, may set cookies of its own, and {googlePolicy} applies. “Open in Google Maps” takes you to Google’s own site.',
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
