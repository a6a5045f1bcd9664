// The checked content of the site. Pages and sections import from here. Astro validates each YAML file against its
// schema as it loads the collections (src/content.config.ts), naming the file and the field of a malformed value;
// assemble() adds the checks across files.
import { getCollection, getEntry } from 'astro:content';
import { assemble } from './assemble';

export const { clinic, doctors, services, testimonials, faq, founder, footerServices, overviewItems } = assemble({
  clinic: await getEntry('clinic', 'clinic'),
  doctors: await getCollection('doctors'),
  services: await getCollection('services'),
  testimonials: await getCollection('testimonials'),
  faq: await getCollection('faq'),
});

export { copy, type Copy } from './copy';
export type { Locale } from './locales';
