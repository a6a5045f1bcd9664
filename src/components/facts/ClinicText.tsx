import type { ReactNode } from 'react';
import type { Locale } from '@/model/locales';
import type { PageContext } from '@/lib/page-context';
import { clinicValues } from '@/lib/template';
import { Template } from '@/components/ui/Template';
import { YearsSince } from './YearsSince';

/**
 * The clinic's own words (a text of the content) in the page's language, every placeholder filled: {brand}, {town},
 * {foundingYear} and the others from the clinic's facts, {years} counted again on the day the page is read (YearsSince),
 * and any a section adds in `values`. The one way a page draws the clinic's words; `page.fill` writes the same into
 * the strings an element's attribute or the page's <title> needs, where {years} is counted at build.
 */
export function ClinicText({
  page,
  text,
  values,
}: {
  page: PageContext;
  text: Record<Locale, string>;
  values?: Record<string, ReactNode>;
}) {
  const live = { ...clinicValues(page, page.locale), years: <YearsSince since={page.clinic.foundingYear} /> };
  return <Template text={text[page.locale]} values={{ ...live, ...values }} />;
}
