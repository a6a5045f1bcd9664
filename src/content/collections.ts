// The content files as Astro loads them (src/content.config.ts), each checked against its schema. Outside Astro, where
// these collections cannot be loaded, the unit tests put tests/support/collections.ts in this module's place
// (vitest.config.ts): it reads the same files with the same schemas, and everything after it is the site's own.
import { getCollection, getEntry } from 'astro:content';
import type { Collections } from './assemble';

export const readCollections = async (): Promise<Collections> => ({
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
