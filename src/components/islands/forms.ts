// The props of each form in each language: the page prerenders the form with them, and the browser fetches the same
// props as JSON (src/pages/[...lang]/forms/[form].json.ts) when it hydrates the form. They stay out of the page's
// HTML, which must fit the first round trip, since they are needed only once the form is about to be used.
import { clinic, copy } from '@/content';
import type { Locale } from '@/content/locales';
import { localePath } from '@/lib/routes';
import type { BookingFormProps } from './BookingForm';
import type { ContactFormProps } from './ContactForm';

export const formProps = {
  booking: (locale: Locale): BookingFormProps => ({
    copy: { ...copy[locale].forms.shared, ...copy[locale].forms.booking },
    whatsapp: clinic.whatsapp,
    phone: clinic.phones.appointments,
  }),
  contact: (locale: Locale): ContactFormProps => ({
    copy: { ...copy[locale].forms.shared, ...copy[locale].forms.enquiry },
    whatsapp: clinic.whatsapp,
    phone: clinic.phones.appointments,
  }),
};

export type FormName = keyof typeof formProps;

/** Where the browser fetches a form's props: /forms/booking.json, /ml/forms/booking.json. */
export const formPropsPath = (form: FormName, locale: Locale) => localePath(locale, `/forms/${form}.json`);
