// Counts what patients do on the site, never who does it (docs/counting.md): a request to the site's own server
// saying what was done, on which page, in which language and, for a form, the treatment chosen among its choices. No text typed, no name, number or identifier, no cookie. The server answers 204 and logs it;
// the build turns it on only where the clinic's own server counts (counting.host: nginx in src/content/clinic.yaml).

import { countPath, countedEvents } from './counted.mjs';

export { countPath, countedEvents };
export type CountedEvent = (typeof countedEvents)[number];

/** The address of one count. */
export function countUrl(event: CountedEvent, page: string, lang: string, treatment?: string): string {
  const query = new URLSearchParams({ event, page, lang });
  if (treatment) query.set('treatment', treatment);
  return `${countPath}?${query}`;
}

/** Counts each tap on a WhatsApp button or link, or on a phone number, anywhere on the page. */
export function countTaps() {
  addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      'a[href^="tel:"],a[href^="https://wa.me/"]',
    );
    if (link) count(link.protocol === 'tel:' ? 'call' : 'whatsapp');
  });
}

/**
 * Sends a count once the patient's step is taken, without waiting for it: the browser sends it in the background, even
 * as the page is left for WhatsApp or the phone, and a count lost is lost silently.
 */
export function count(event: CountedEvent, treatment?: string) {
  if (!import.meta.env.PUBLIC_COUNTING) return;
  try {
    navigator.sendBeacon(countUrl(event, location.pathname, document.documentElement.lang, treatment));
  } catch {
    // Nothing a patient does waits on a count.
  }
}
