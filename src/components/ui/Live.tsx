import type { ReactNode } from 'react';
import type { Locale } from '@/content/locales';
import { clinicYear, yearsSince } from '@/lib/dates';
import { clinicValues, type ClinicFacts } from '@/lib/template';

// The build renders today's figure; a few lines of script in the base layout refresh it on the day the page is read.
// The opening status depends on the minute, so the build leaves it empty and the script alone writes it.

/** Whole years since `since`, e.g. 33 for 1993 in 2026. */
export function YearsSince({ since, now = new Date() }: { since: number; now?: Date }) {
  return <span data-years-since={since}>{yearsSince(since, now)}</span>;
}

/** The current year, for the copyright line. */
export function CurrentYear({ now = new Date() }: { now?: Date }) {
  return <span data-current-year="">{clinicYear(now)}</span>;
}

/** "Open now · closes 1:00 PM", written by the browser in clinic time; empty (and hidden) without JavaScript. */
export function OpenStatus({ className = '' }: { className?: string }) {
  return <span data-open-status="" className={`open-status ${className}`} />;
}

/** The placeholders of the clinic's own words, with its years kept up to date on the day the page is read. */
export function liveValues(facts: ClinicFacts, locale: Locale): Record<string, ReactNode> {
  return { ...clinicValues(facts, locale), years: <YearsSince since={facts.clinic.foundingYear} /> };
}
