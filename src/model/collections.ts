// The content model: every file and folder of src/content, with the fields it holds (src/model/*.ts) and how the
// editor at /admin presents it. Astro's content collections (src/content.config.ts), the editor's settings
// (src/model/editor-config.ts), the tests' reader and the form the files are kept in are all made from this list.
import type { z } from 'astro/zod';
import { bookingFields } from './booking';
import { clinicFields, clinicSchema } from './clinic';
import { doctorFields } from './doctor';
import { emergencyFields } from './emergency';
import { faqFields } from './faq';
import { feesFields } from './fees';
import { guideFields } from './guide';
import { placeholderHint, type Field } from './fields';
import { aboutFields, homeFields, pagesFields } from './pages';
import { serviceFields } from './service';
import { testimonialFields } from './testimonial';

interface Common<S extends z.ZodTypeAny> {
  /** The object of fields each file holds. */
  fields: Field & { fields: Record<string, Field> };
  /** What Astro checks each file against: the fields' rule, read as the site uses it. */
  schema: S;
  label: string;
}

/** One file of src/content: `src/content/<name>.yaml`. */
export interface FileCollection<S extends z.ZodTypeAny = z.ZodTypeAny> extends Common<S> {
  kind: 'file';
}

/** A folder of src/content, one file an entry: `src/content/<name>/*.yaml`, each named after its `slugField`. */
export interface FolderCollection<S extends z.ZodTypeAny = z.ZodTypeAny> extends Common<S> {
  kind: 'folder';
  /** The field whose value names the entry's file (a doctor's id, a service's slug), if one does. */
  slugField?: string;
  /** Whether the folder may be emptied (the testimonials, the questions). */
  mayBeEmpty: boolean;
  /** Decap's settings of the collection (https://decapcms.org/docs/configuration-options/#collections). */
  editor: Record<string, unknown>;
}

const file = <F extends Field & { fields: Record<string, Field> }, S extends z.ZodTypeAny = F['schema']>(
  fields: F,
  label: string,
  schema?: S,
): FileCollection<S> => ({ kind: 'file', fields, schema: (schema ?? fields.schema) as S, label });

const folder = <F extends Field & { fields: Record<string, Field> }>(
  fields: F,
  meta: Omit<FolderCollection, 'kind' | 'fields' | 'schema'>,
): FolderCollection<F['schema']> => ({ kind: 'folder', fields, schema: fields.schema, ...meta });

/** The entries of a folder listed as the page shows them, by their place in the list, from the first. */
const pageOrder = { field: 'order', label: 'Place on the page', default_sort: 'asc' };

export const model = {
  clinic: file(clinicFields, 'Holidays, hours and contact details', clinicSchema),
  fees: file(feesFields, 'Fees'),
  emergency: file(emergencyFields, 'Emergency guidance'),
  home: file(homeFields, 'Home page words'),
  about: file(aboutFields, 'About page words'),
  pages: file(pagesFields, 'Services and Doctors pages words'),
  booking: file(bookingFields, 'Booking form choices'),
  doctors: folder(doctorFields, {
    label: 'Doctors',
    slugField: 'id',
    mayBeEmpty: false,
    editor: {
      label_singular: 'doctor',
      description: 'One entry per consultant, shown on the Doctors page in the order given.',
      create: true,
      delete: true,
      identifier_field: 'name',
      slug: '{{id}}',
      summary: '{{name}}',
      sortable_fields: [pageOrder, 'name'],
    },
  }),
  services: folder(serviceFields, {
    label: 'Services',
    slugField: 'slug',
    mayBeEmpty: false,
    editor: {
      label_singular: 'service',
      description: 'The services and their pages. A new service also needs its picture in src/assets/images.',
      create: true,
      identifier_field: 'slug',
      slug: '{{slug}}',
      summary: '{{title.en}}',
      sortable_fields: [pageOrder],
    },
  }),
  testimonials: folder(testimonialFields, {
    label: 'Testimonials',
    mayBeEmpty: true,
    editor: {
      label_singular: 'testimonial',
      description:
        "Patients' words on the home page. Only real reviews given with permission (first name, surname initial).",
      create: true,
      delete: true,
      identifier_field: 'name',
      summary: '{{name}}',
      sortable_fields: [pageOrder],
    },
  }),
  guides: folder(guideFields, {
    label: 'Guides for patients',
    slugField: 'slug',
    mayBeEmpty: true,
    editor: {
      label_singular: 'guide',
      description:
        'Pages that explain a treatment or what to do after it, each reviewed by one of the doctors, with its sources.',
      create: true,
      delete: true,
      identifier_field: 'slug',
      slug: '{{slug}}',
      summary: '{{title.en}}',
      sortable_fields: [pageOrder],
    },
  }),
  faq: folder(faqFields, {
    label: 'Questions on the Contact page',
    slugField: 'id',
    mayBeEmpty: true,
    editor: {
      label_singular: 'question',
      description:
        "Keep phone numbers, hours and the address out of the answers (they come from the clinic's details).",
      create: true,
      delete: true,
      identifier_field: 'id',
      slug: '{{id}}',
      summary: '{{question.en}}',
      sortable_fields: [pageOrder],
    },
  }),
};

export type Model = typeof model;
export type CollectionName = keyof Model;

/** The editor's menu: the folders, and the single files grouped under a heading of their own. */
export const editorMenu: (
  CollectionName | { name: string; label: string; description: string; files: CollectionName[] }
)[] = [
  {
    name: 'clinic',
    label: 'Clinic',
    description:
      'Days the clinic is closed, opening hours, phone numbers, address, the figures on the home page, the photos, the colours and the logo, and the fees.',
    files: ['clinic', 'fees', 'emergency'],
  },
  {
    name: 'words',
    label: 'Page words',
    description: `What the clinic says about itself on the home, About, Services and Doctors pages, in every language, and the booking form's choices. ${placeholderHint}`,
    files: ['home', 'about', 'pages', 'booking'],
  },
  'doctors',
  'services',
  'guides',
  'testimonials',
  'faq',
];

/** Where a collection's files are, from the project's folder: a file, or a folder of them. */
export const contentPath = (name: CollectionName, content = 'src/content') =>
  model[name].kind === 'file' ? `${content}/${name}.yaml` : `${content}/${name}`;

/** Each entry's data as the site reads it. */
export type Data<K extends CollectionName> = z.output<Model[K]['schema']>;
