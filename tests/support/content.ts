// The site's content for the tests, read from the same YAML files and checked with the same schemas as the build
// (src/content.config.ts), outside Astro: unit tests and browser tests compare pages with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { assemble, type Collections, type Entry } from '@/content/assemble';
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
} from '@/content/schema';
import { validate } from '@/content/validate';

// Paths are the project's, as in the build's messages; the test runners start in the project's folder.
const root = (path: string) => resolve(process.cwd(), path);

/** A content file as the build loads it: parsed, validated, with its id and path. */
export function readEntry<T extends z.ZodType>(filePath: string, schema: T): Entry<z.infer<T>> {
  const data: unknown = parse(readFileSync(root(filePath), 'utf8'));
  const id =
    (data as { slug?: string }).slug ??
    filePath
      .split('/')
      .pop()!
      .replace(/\.yaml$/, '');
  return { id, filePath, data: validate(filePath, schema, data) };
}

/** The entries of a folder; a clinic without any (no testimonials) may have no folder at all. */
const folder = <T extends z.ZodType>(dir: string, schema: T) =>
  existsSync(root(dir))
    ? readdirSync(root(dir))
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => readEntry(`${dir}/${f}`, schema))
    : [];

/** The collections as the build loads them, read afresh: a test may change them and assemble them again. */
export const collections = (): Collections => ({
  clinic: readEntry('src/content/clinic.yaml', clinicSchema),
  doctors: folder('src/content/doctors', doctorSchema),
  services: folder('src/content/services', serviceSchema),
  testimonials: folder('src/content/testimonials', testimonialSchema),
  faq: folder('src/content/faq', faqSchema),
  fees: readEntry('src/content/fees.yaml', feesSchema),
  emergency: readEntry('src/content/emergency.yaml', emergencyGuidanceSchema),
  home: readEntry('src/content/home.yaml', homeSchema),
  about: readEntry('src/content/about.yaml', aboutSchema),
  pages: readEntry('src/content/pages.yaml', pagesSchema),
});

export const content = assemble(collections());

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
  warnings,
} = content;
export { copy, type Copy } from '@/content/copy';
export type { Locale } from '@/content/locales';
