// What the clinic says about itself on its pages (src/content/home.yaml, about.yaml, pages.yaml). Each text may name
// the clinic's facts by placeholder ({years}, …: clinicWords); the headings that are the site's own structure
// (eyebrows, buttons, labels) are the interface's words, in src/copy/.
import { choice, clinicWords, flag, list, mayBeEmpty, object, optional, relation } from './fields';
import { photo } from './photo';

/** A text of the clinic's: a paragraph in each language, with the placeholders filled in. */
const said = (label: string, hint?: string) => clinicWords({ label, multiline: true, ...(hint ? { hint } : {}) });
const description = () =>
  said('Description for search engines and link previews', 'Name only services the clinic offers.');
const heading = (hint?: string) => said('Heading', hint);
const intro = () => said('Text under the heading');

/** Cards of a title and a text; none, and the section is not shown. */
const cards = (label: string, singular: string) =>
  mayBeEmpty(
    list(object({ title: said('Title'), text: said('Text') }), {
      label,
      singular,
      hint: 'None, and the section is not shown.',
      summary: '{{fields.title.en}}',
    }),
  );

/** The home page's service cards: each names a service, whose title and treatments it shows. */
export const homeCard = object({
  /** The slug of a service (its file in src/content/services/). */
  service: relation('services', {
    label: 'Service',
    value: 'slug',
    search: ['title.en', 'slug'],
    display: ['title.en'],
  }),
  /** The card's own words; the service's summary when left out. */
  description: optional(said("The card's words", 'Both languages, or neither for the service’s one-line summary.')),
  icon: optional(
    choice(['stethoscope', 'sparkles', 'siren'], {
      label: 'Icon',
      default: 'stethoscope',
      labels: { stethoscope: 'Stethoscope', sparkles: 'Sparkles', siren: 'Siren' },
    }),
  ),
  /** Ringed, with a "Popular" badge. */
  popular: flag({ label: 'Marked "Popular"' }),
});

export const homeFields = object({
  /** What search engines and link previews say of the page. */
  description: description(),
  hero: object(
    {
      badge: said('Badge above the heading', 'e.g. Trusted for {years} Years'),
      title: heading('e.g. Dental Care Since {foundingYear}'),
      text: intro(),
      /** Up to three short lines under the text, each with its icon (chosen by its place). */
      highlights: mayBeEmpty(
        list(clinicWords({ label: 'Highlight' }), {
          label: 'Highlights',
          singular: 'highlight',
          hint: 'Up to three short lines, each with its icon (a medal, two hands, a building, in this order).',
          most: [3, 'list at most three highlights'],
        }),
      ),
    },
    { label: 'The top of the page' },
  ),
  services: object(
    {
      title: heading(),
      intro: intro(),
      cards: mayBeEmpty(
        list(homeCard, {
          label: 'Cards',
          singular: 'card',
          hint: "Each card shows a service's name and its first three treatments. Three fit a row; six at most.",
          summary: '{{fields.service}}',
          most: [6, 'list at most six cards'],
        }),
      ),
    },
    { label: 'Service cards' },
  ),
  /** "Why choose us": the clinic's story in a paragraph and its points, beside its figures. */
  why: object(
    {
      title: heading('e.g. {years} Years of Care'),
      text: said('Text beside the figures'),
      points: mayBeEmpty(list(clinicWords({ label: 'Point' }), { label: 'Points', singular: 'point' })),
    },
    { label: 'Why choose us' },
  ),
});

/** The site's drawings of a clinic's rooms (src/assets/images/facility-*.svg). */
export const facilityDrawings = ['reception', 'waiting', 'treatment', 'parking'] as const;

export const facility = object({
  title: said('Title'),
  text: said('Text'),
  /** The drawing shown when there is no photo. */
  drawing: choice(facilityDrawings, {
    label: 'Drawing, shown when there is no photo',
    labels: { reception: 'Reception', waiting: 'Waiting area', treatment: 'Treatment room', parking: 'Parking' },
  }),
  photo: photo({ label: 'Photo', hint: 'At least 960 × 720 pixels.' }),
});

export const aboutFields = object({
  description: description(),
  hero: object({ title: heading(), intro: intro() }, { label: 'The top of the page' }),
  /** The clinic's story; {founder} names the founding doctor. */
  story: object(
    {
      title: heading(),
      paragraphs: list(clinicWords({ label: 'Paragraph', multiline: true }), {
        label: 'Paragraphs',
        singular: 'paragraph',
        hint: '{founder} names the founding doctor.',
        least: [1, 'list at least one paragraph'],
      }),
    },
    { label: "The clinic's story" },
  ),
  philosophy: object({ title: heading(), intro: intro(), cards: cards('Cards', 'card') }, { label: 'Principles' }),
  facilities: object(
    {
      title: heading(),
      intro: intro(),
      cards: mayBeEmpty(
        list(facility, {
          label: 'Facilities',
          singular: 'facility',
          hint: 'Each with its photo, or else a drawing. A clinic without parking removes "Convenient Parking".',
          summary: '{{fields.title.en}}',
        }),
      ),
    },
    { label: 'Facilities' },
  ),
});

/** The words of the Services and Doctors pages that are the clinic's own. */
export const pagesFields = object({
  services: object(
    {
      description: description(),
      title: heading(),
      intro: said('Text under the heading', 'Name only services the clinic offers.'),
      why: object({ title: heading(), intro: intro(), points: cards('Reasons', 'reason') }, { label: 'Why choose us' }),
    },
    { label: 'Services page' },
  ),
  doctors: object(
    {
      description: description(),
      title: heading(),
      intro: intro(),
      team: object({ title: heading(), intro: intro() }, { label: "The consultants' section" }),
    },
    { label: 'Doctors page' },
  ),
});
