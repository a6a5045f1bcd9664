import type { Locale } from '@/model/locales';
import type { Clinic, Doctor } from '@/model';
import { yearsSince } from './dates';

/** Fills {placeholders} in a copy string: fill('© {year} {name}', { year: 2026, name: 'X' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Splits a copy string around {placeholders}, for rendering some of them as elements. */
export function splitTemplate(template: string): { text: string; key?: string }[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => {
      const match = /^\{(\w+)\}$/.exec(part);
      return match?.[1] ? { text: part, key: match[1] } : { text: part };
    });
}

/**
 * What a card says of the items it leaves out: its `moreOne` words for one ("+1 more service"), its `more` words with
 * {count} for several, nothing when it shows them all.
 */
export function moreText(hidden: number, words: { moreOne: string; more: string }): string | undefined {
  if (hidden <= 0) return undefined;
  return hidden === 1 ? words.moreOne : fill(words.more, { count: hidden });
}

/** The clinic's facts that its own words (src/content/home.yaml, about.yaml, pages.yaml, clinic.yaml) may name. */
export interface ClinicFacts {
  clinic: Pick<Clinic, 'name' | 'foundingYear' | 'address'>;
  /** How many consultants: the doctors' files. */
  consultants: number;
  /** The founding doctor (clinic.yaml: founder). */
  founder: Pick<Doctor, 'name'>;
}

/**
 * The values of the placeholders a clinic's text may hold, in one language (the content model's `placeholders`):
 * {years} (since the founding, today), {foundingYear}, {town}, {brand}, {consultants} and {founder}. The interface's
 * own words (src/copy) also say {year} and {name}.
 */
export function clinicValues({ clinic, consultants, founder }: ClinicFacts, locale: Locale, now = new Date()) {
  return {
    years: yearsSince(clinic.foundingYear, now),
    foundingYear: clinic.foundingYear,
    year: clinic.foundingYear,
    town: clinic.address.town[locale],
    brand: clinic.name,
    name: clinic.name,
    consultants,
    founder: founder.name,
  };
}

/** About as much of a title as search engines show: a longer one is cut. */
export const TITLE_MAX = 70;

/** The first of `titles`, from the fullest to the shortest, that search engines show whole; else the shortest. */
export const fittingTitle = (...titles: string[]) => titles.find((t) => t.length <= TITLE_MAX) ?? titles.at(-1)!;
