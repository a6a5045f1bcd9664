// A service of the clinic and its page (src/content/services/<slug>.yaml), one file each.
import { flag, list, object, optional, pictureFile, slug, words } from './fields';
import { place } from './doctor';
import { photo } from './photo';

export const serviceFields = object({
  slug: slug({
    label: 'Page address',
    hint: 'Lowercase words joined by hyphens, e.g. root-canal. Cannot be changed later.',
  }),
  order: place('title.en'),
  /** Listed in the footer's services. */
  inFooter: flag({ label: 'Listed in the footer' }),
  /** Shows a "Popular" badge on the card. */
  featured: flag({ label: 'Marked "Popular"' }),
  /** The clinic's care for dental emergencies: its page and its home card lead to the emergency page's first aid. */
  emergency: flag({
    label: 'Care for dental emergencies',
    hint: 'Its page and its home page card lead to the first aid on the emergency page.',
    comment:
      'The clinic’s care for dental emergencies: its page and its home card lead to the emergency page’s first aid.',
  }),
  /** What a patient calls it ("Root canal treatment"); the specialty, if any, follows it in titles. */
  title: words({ label: 'Name, as a patient says it', hint: 'e.g. Root canal treatment, Braces and aligners' }),
  specialty: optional(
    words({
      label: 'Specialty',
      hint: 'The branch of dentistry, as dentists name it (e.g. Endodontics): shown after the name. Empty for none.',
    }),
  ),
  summary: words({ label: 'One-line summary', multiline: true }),
  description: words({ label: 'Description', multiline: true }),
  items: list(words({ label: 'Treatment' }), {
    label: 'Treatments',
    singular: 'treatment',
    hint: 'At least three.',
    least: [3, 'list at least three treatments'],
  }),
  image: object(
    {
      file: pictureFile({
        label: 'Drawing: its file name in src/assets/images',
        hint: "service.svg is a tooth drawn in the clinic's colours, for a service with no drawing of its own; a photo below shows instead.",
        default: 'service.svg',
      }),
      alt: words({
        label: 'Description of the picture, for screen readers',
        empty: 'alt text is required (describe the picture for screen readers)',
      }),
    },
    { label: 'Picture' },
  ),
  /** A photo of the treatment or its room, shown instead of the illustration on the card and the page. */
  photo: photo({
    label: 'Photo',
    hint: 'A photo of the treatment or its room, shown instead of the picture above. At least 960 × 720 pixels.',
  }),
});
