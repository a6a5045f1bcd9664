// The checked content of the site, imported as `@/content`. Astro validates each YAML file of src/content against its
// schema as it loads the collections (./collections.ts), naming the file and the field of a malformed value;
// assemble() adds the checks across files. The unit tests load this same module over the same files (vitest.config.ts).
import { readCollections } from '@/build-time/collections';
import { assemble, dueWarnings } from '@/model/assemble';

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
} = assemble(await readCollections());

// Once per build (the module is evaluated once). A warning, not an error: stale fees are still the clinic's fees, and a
// guide not reviewed for a year is still its doctor's.
const stale = dueWarnings({ fees, guides }, new Date());
// Content left out rather than refused (a home card or fee lines whose service was deleted): the build goes on.
for (const warning of [...warnings, ...stale]) console.warn(`[content] ${warning}`);

export type { PhotoOrigin, ShownChoice, ShownGuide, ShownHomeCard } from '@/model/assemble';
