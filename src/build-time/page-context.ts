import { clinic, consultants, founder } from '@/content';
import { copy } from '@/copy';
import type { Locale } from '@/model/locales';
import type { PageContext } from '@/lib/page-context';
import { localePath } from '@/lib/routes';
import { clinicValues, fill } from '@/lib/template';

/** The context of a page in one language, from the content the build loaded. */
export function pageContext(locale: Locale): PageContext {
  // The short name keeps a title that would run past 70 characters (a Malayalam one, or one naming a service) within.
  const values = { ...clinicValues({ clinic, consultants, founder }, locale), shortBrand: clinic.shortName };
  return {
    locale,
    words: copy[locale],
    clinic,
    consultants,
    founder,
    href: (path) => localePath(locale, path),
    fill: (template, more) => fill(template, { ...values, ...more }),
  };
}
