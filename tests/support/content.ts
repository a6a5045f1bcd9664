// The site's content for the browser tests and the build checks, which run outside Vite and cannot load the site's
// own module (src/build-time/content.ts, which Astro's collections feed): the same assemble() over the same files
// (./collections.ts). The unit tests import the site's module itself, as `@/content`.
import { assemble } from '@/model/assemble';
import { collections } from './collections';

export { collections, readEntry } from './collections';

/** The content of another project's folder: the second clinic's site of the photo tests. */
export const contentOf = (project: string) => assemble(collections(project));

export const content = assemble(collections());

export const {
  clinic,
  doctors,
  services,
  testimonials,
  faq,
  guides,
  fees,
  feesFor,
  emergencyGuidance,
  founder,
  footerServices,
  consultants,
  home,
  about,
  pages,
  homeCards,
  bookingChoices,
  photoOrigin,
  warnings,
} = content;
export { copy, type Copy } from '@/copy';
export type { Locale } from '@/model/locales';
