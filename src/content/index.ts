// The checked content of the site. Pages import from here; a malformed value fails the build with its file and field.
import { clinic as clinicData } from './clinic';
import { doctors as doctorsData } from './doctors';
import { faq as faqData } from './faq';
import {
  clinicSchema,
  doctorsSchema,
  faqSchema,
  localizedText,
  servicesSchema,
  testimonialSchema,
  type Clinic,
  type ContentPhoto,
  type Doctor,
  type Service,
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

/** Where a photo is named: its content file and field, for the build's messages about the photo's file. */
export interface PhotoOrigin {
  file: string;
  field: string;
}

const photoOrigins = new WeakMap<ContentPhoto, PhotoOrigin>();

/** The content file and field that name `photo` (one of the photos of the content above). */
export function photoOrigin(photo: ContentPhoto): PhotoOrigin {
  const origin = photoOrigins.get(photo);
  if (!origin) throw new Error(`The photo "${photo.file}" does not come from the content in src/content.`);
  return origin;
}

/** Every photo the content names, with its content file and field, e.g. src/content/doctors.ts, [2].photo. */
export function namedPhotos(content: {
  clinic: Pick<Clinic, 'photos'>;
  doctors: Pick<Doctor, 'photo'>[];
  services: Pick<Service, 'photo'>[];
}): (PhotoOrigin & { photo: ContentPhoto })[] {
  const { hero, front, gallery = [] } = content.clinic.photos ?? {};
  const named = (file: string, field: string, photo: ContentPhoto | undefined) =>
    photo ? [{ file, field, photo }] : [];
  return [
    ...named('src/content/clinic.ts', 'photos.hero', hero),
    ...named('src/content/clinic.ts', 'photos.front', front),
    ...gallery.flatMap((photo, i) => named('src/content/clinic.ts', `photos.gallery[${i}]`, photo)),
    ...content.doctors.flatMap((d, i) => named('src/content/doctors.ts', `[${i}].photo`, d.photo)),
    ...content.services.flatMap((s, i) => named('src/content/services.ts', `[${i}].photo`, s.photo)),
  ];
}

for (const { file, field, photo } of namedPhotos({ clinic, doctors, services }))
  photoOrigins.set(photo, { file, field });

export { copy, type Copy } from './copy';
export type { Locale } from './locales';
