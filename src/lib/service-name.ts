import type { Locale } from '@/model/locales';

/** A service as its name is read: what a patient calls it, and the specialty that provides it, if the clinic names one. */
export interface Named {
  title: Record<Locale, string>;
  specialty?: Record<Locale, string> | undefined;
}

/** A service's whole name, for its page's heading and title: "Root canal treatment · Endodontics". */
export const serviceName = ({ title, specialty }: Named, locale: Locale) =>
  specialty ? `${title[locale]} · ${specialty[locale]}` : title[locale];
