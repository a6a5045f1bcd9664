import type { ReactNode } from 'react';
import type { Locale } from '@/model/locales';
import { clinicValues, type ClinicFacts } from '@/lib/template';
import { YearsSince } from './YearsSince';

/** The placeholders of the clinic's own words, with its years kept up to date on the day the page is read. */
export function liveValues(facts: ClinicFacts, locale: Locale): Record<string, ReactNode> {
  return { ...clinicValues(facts, locale), years: <YearsSince since={facts.clinic.foundingYear} /> };
}
