// The checked content of the site. Pages and sections import from here. Astro validates each YAML file against its
// schema as it loads the collections (src/content.config.ts), naming the file and the field of a malformed value;
// assemble() adds the checks across files.
import { getCollection, getEntry } from 'astro:content';
import { assemble, staleFeesWarning } from './assemble';

export const {
  clinic,
  doctors,
  services,
  testimonials,
  faq,
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
  photoOrigin,
  warnings,
} = assemble({
  clinic: await getEntry('clinic', 'clinic'),
  doctors: await getCollection('doctors'),
  services: await getCollection('services'),
  testimonials: await getCollection('testimonials'),
  faq: await getCollection('faq'),
  fees: await getEntry('fees', 'fees'),
  emergency: await getEntry('emergency', 'emergency'),
  home: await getEntry('home', 'home'),
  about: await getEntry('about', 'about'),
  pages: await getEntry('pages', 'pages'),
});

// Once per build (the module is evaluated once). A warning, not an error: stale fees are still the clinic's fees.
const stale = staleFeesWarning(fees.lastUpdated, new Date());
// Content left out rather than refused (a home card or fee lines whose service was deleted): the build goes on.
for (const warning of [...warnings, ...(stale ? [stale] : [])]) console.warn(`[content] ${warning}`);

export type { PhotoOrigin, ShownHomeCard } from './assemble';
export { copy, type Copy } from './copy';
export type { Locale } from './locales';
