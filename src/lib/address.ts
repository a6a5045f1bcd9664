// The clinic's address as the site writes it, in the page's language: one order and one punctuation everywhere.
import type { Clinic } from '@/model';
import type { Locale } from '@/model/locales';

type Address = Clinic['address'];

/** The street, the locality, then the town with its postal code and state: "Kottayam 686002, Kerala". */
export const addressLines = (address: Address, locale: Locale): string[] => [
  address.street[locale],
  address.locality[locale],
  `${address.town[locale]} ${address.postalCode}, ${address.state[locale]}`,
];

/** The address on one line: a calendar event's place, a sentence of the privacy notice. */
export const addressLine = (address: Address, locale: Locale) => addressLines(address, locale).join(', ');

/** The street and the town, where a line has room for no more (the information bar). */
export const shortAddress = (address: Address, locale: Locale) => `${address.street[locale]}, ${address.town[locale]}`;
