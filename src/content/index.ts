// The checked content of the site. Pages import from here; a malformed value fails the build with its file and field.
import { clinic as clinicData } from './clinic';
import { doctors as doctorsData } from './doctors';
import { faq as faqData } from './faq';
import { emergencyGuidance as emergencyGuidanceData } from './emergency';
import {
  clinicSchema,
  doctorsSchema,
  emergencyGuidanceSchema,
  faqSchema,
  localizedText,
  servicesSchema,
  testimonialSchema,
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
export const emergencyGuidance = validate('src/content/emergency.ts', emergencyGuidanceSchema, emergencyGuidanceData);

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

export { copy, type Copy } from './copy';
export type { Locale } from './locales';
