// The clinic's facts, as YAML files in src/content: edited at /admin (src/admin/config.yml) or by hand. Each file
// is checked against its schema (src/content/schema.ts) when the site builds; a malformed value stops the build
// with the file and the field.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  aboutSchema,
  clinicSchema,
  doctorSchema,
  emergencyGuidanceSchema,
  faqSchema,
  feesSchema,
  homeSchema,
  pagesSchema,
  serviceSchema,
  testimonialSchema,
} from './content/schema';

/** One entry per file of a folder under src/content. */
const folder = (name: string) => glob({ pattern: '*.yaml', base: `./src/content/${name}` });
/** One file of src/content, as a collection of one entry. */
const single = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content' });

export const collections = {
  clinic: defineCollection({ loader: glob({ pattern: 'clinic.yaml', base: './src/content' }), schema: clinicSchema }),
  doctors: defineCollection({ loader: folder('doctors'), schema: doctorSchema }),
  services: defineCollection({ loader: folder('services'), schema: serviceSchema }),
  testimonials: defineCollection({ loader: folder('testimonials'), schema: testimonialSchema }),
  faq: defineCollection({ loader: folder('faq'), schema: faqSchema }),
  fees: defineCollection({ loader: glob({ pattern: 'fees.yaml', base: './src/content' }), schema: feesSchema }),
  emergency: defineCollection({
    loader: glob({ pattern: 'emergency.yaml', base: './src/content' }),
    schema: emergencyGuidanceSchema,
  }),
  home: defineCollection({ loader: single('home'), schema: homeSchema }),
  about: defineCollection({ loader: single('about'), schema: aboutSchema }),
  pages: defineCollection({ loader: single('pages'), schema: pagesSchema }),
};
