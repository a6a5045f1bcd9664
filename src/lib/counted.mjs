// What the site counts (src/lib/count.ts sends the counts, deploy/nginx.conf logs them, the privacy notice lists
// them): plain JavaScript, read by the browser's code and by the scripts that write the server's config alike.

/** What is counted: a form's request handed to WhatsApp, a tap on a WhatsApp button or link, or on a phone number. */
export const countedEvents = /** @type {const} */ (['booking', 'enquiry', 'whatsapp', 'call']);

/** Where a count is sent: the server logs it and answers with nothing (204). */
export const countPath = '/count';
