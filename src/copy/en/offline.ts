// Words of the offline page (what the service worker shows, without a connection, for a page it has not kept) and of
// the notes the page script adds offline (src/scripts/start-offline.ts). {brand}, {date}, {time} are filled in by the site.
export const offline = {
  meta: {
    title: 'You Are Offline - {brand}',
    description:
      'This page is not saved on your device. Call the clinic, see our opening hours and address, or read what to do in a dental emergency.',
  },
  hero: {
    eyebrow: 'No connection',
    title: 'You are offline',
    intro: 'This page is not saved on your phone, but you can still reach us.',
  },
  emergency: {
    title: 'A dental emergency?',
    text: 'Call us, or read what to do in the next few minutes and when to go to a hospital: that page is saved on this phone.',
    call: 'Call {phone}',
    link: 'What to do now',
  },
};

/** Written by the service worker above a kept page it answers from the phone's cache (src/sw.ts). */
export const savedNotice = 'You are offline: this page was saved on {date} at {time}.';

/** Written by the page script above each form while the phone is offline (src/scripts/start-offline.ts). */
export const formOffline = 'You are offline, and sending needs WhatsApp, which needs a connection.';
