// What the forms show once a request or enquiry is on its way, in English. Loaded only after a form is used
// (src/components/islands/form/after-submit.ts), so none of it weighs on a page before that.

export const sent = {
  shared: {
    openWhatsApp: 'Open WhatsApp',
    newTab: '(opens in a new tab)',
    call: 'You can also call us on',
    blocked:
      'WhatsApp could not be opened automatically. Your message is ready: press Open WhatsApp to send it, or call us.',
    failed: 'Your message could not be prepared. Please open WhatsApp and write to us, or call us.',
    // Shown on a computer, where WhatsApp may not be installed: the same chat, on the visitor's phone.
    qrTitle: 'No WhatsApp on this computer?',
    qrText: "Scan this code with your phone's camera to open the same message in WhatsApp there.",
    qrAlt: 'QR code of the WhatsApp link with your message',
    qrTooLong: 'The message is too long for a code: copy it instead and paste it into WhatsApp.',
    copy: 'Copy message',
    copied: 'Message copied',
  },
  booking: {
    title: 'Request Sent Successfully!',
    blockedTitle: 'One more step: send your request in WhatsApp',
    body: 'Your appointment request has been forwarded to WhatsApp. Our team will contact you shortly to confirm it.',
    again: 'Book Another Appointment',
  },
  enquiry: {
    title: 'Message Sent Successfully!',
    blockedTitle: 'One more step: send your message in WhatsApp',
    body: 'Your message has been forwarded to WhatsApp. Our team will get back to you shortly.',
    again: 'Send Another Message',
  },
};

export type SentCopy = typeof sent;
