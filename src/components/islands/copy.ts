// The words of the two forms in both languages. A form reads them itself, by the page's language: they travel in the
// form's script, loaded once the form nears the viewport, rather than in every page that has the form.
import { forms as en } from '@/content/copy/en/forms';
import { forms as ml } from '@/content/copy/ml/forms';
import type { Locale } from '@/content/locales';

const forms = { en, ml };

export const bookingCopy = (locale: Locale) => ({ ...forms[locale].shared, ...forms[locale].booking });
export const enquiryCopy = (locale: Locale) => ({ ...forms[locale].shared, ...forms[locale].enquiry });
