// The checked content of the site. Pages import from here; a malformed value fails the build with its file and field.
import { clinic as clinicData } from './clinic';
import { doctors as doctorsData } from './doctors';
import { faq as faqData } from './faq';
import { fees as feesData } from './fees';
import {
  clinicSchema,
  doctorsSchema,
  faqSchema,
  feesSchema,
  localizedText,
  servicesSchema,
  testimonialSchema,
  type FeeLine,
} from './schema';
import {
  footerServices as footerServicesData,
  overviewCards as overviewCardsData,
  services as servicesData,
} from './services';
import { testimonials as testimonialsData } from './testimonials';
import { ContentError, validate } from './validate';
import { z } from 'zod';

export const clinic = validate('src/content/clinic.ts', clinicSchema, clinicData);
export const services = validate('src/content/services.ts', servicesSchema, servicesData);
export const doctors = validate('src/content/doctors.ts', doctorsSchema, doctorsData);
export const testimonials = validate(
  'src/content/testimonials.ts',
  z.array(testimonialSchema).min(1),
  testimonialsData,
);
export const faq = validate('src/content/faq.ts', z.array(faqSchema).min(1), faqData);

/** Every slug named outside services.ts must be one of its services. */
export function checkServiceSlugs<T extends { slug: string }>(
  file: string,
  field: string,
  slugs: readonly string[],
  known: readonly T[],
): T[] {
  const unknown = slugs.filter((slug) => !known.some((s) => s.slug === slug));
  if (unknown.length)
    throw new ContentError(
      `Invalid content in ${file}:\n  - ${field}: unknown service slug ${unknown.map((s) => `"${s}"`).join(', ')}`,
    );
  return slugs.map((slug) => known.find((s) => s.slug === slug)!);
}

export const footerServices = checkServiceSlugs(
  'src/content/services.ts',
  'footerServices',
  footerServicesData,
  services,
);

/** The treatments each service card of the home page lists, by card id: its service's own list, or the card's. */
export const overviewItems: Record<string, z.infer<typeof localizedText>[]> = Object.fromEntries(
  overviewCardsData.map((card) => [
    card.id,
    'service' in card
      ? checkServiceSlugs('src/content/services.ts', `overviewCards ${card.id}`, [card.service], services)[0]!.items
      : validate('src/content/services.ts', z.array(localizedText).min(1), card.items),
  ]),
);

export const founder = doctors.find((d) => d.featured)!;

export const fees = validate('src/content/fees.ts', feesSchema(services.map((s) => s.slug)), feesData);

/** A service's fee lines and package rates; empty for a service the fees do not list. */
export function feesFor(slug: string): { lines: FeeLine[]; packages: FeeLine[] } {
  const entry = fees.services.find((s) => s.service === slug);
  return { lines: entry?.lines ?? [], packages: entry?.packages ?? [] };
}

/** The build's warning when the fees were last checked more than 12 months before `today`; none otherwise. */
export function staleFeesWarning(lastUpdated: string, today: Date): string | undefined {
  const [year, month, day] = lastUpdated.split('-').map(Number) as [number, number, number];
  const due = Date.UTC(year + 1, month - 1, day);
  if (today.getTime() < due) return undefined;
  return `src/content/fees.ts: lastUpdated is ${lastUpdated}, more than 12 months ago. Check the fees with the clinic and update the date.`;
}

// Once per build: the module is evaluated once. A warning, not an error: stale fees are still the clinic's fees.
const stale = staleFeesWarning(fees.lastUpdated, new Date());
if (stale) console.warn(`[content] ${stale}`);

export { copy, type Copy } from './copy';
export type { Locale } from './locales';
