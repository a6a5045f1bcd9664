// A guide for patients (src/content/guides/<slug>.yaml), one file each: a page in every language, written for patients
// in plain words, reviewed by one of the clinic's doctors, who is named on it with the date and the sources.
import { date, flag, link, list, markdown, object, relation, relations, slug, text, words } from './fields';
import { place } from './doctor';

export const guideFields = object({
  slug: slug({
    label: 'Page address',
    hint: 'Lowercase words joined by hyphens, e.g. after-a-tooth-is-taken-out. Cannot be changed later.',
  }),
  order: place('title.en'),
  title: words({ label: 'Title', hint: 'What a patient would ask, e.g. After a tooth is taken out' }),
  summary: words({
    label: 'Summary',
    hint: 'One or two sentences, up to 160 characters: shown in the list of guides and by search engines.',
    multiline: true,
  }),
  body: markdown({
    label: 'Text',
    hint: 'Short sections, each under a heading; plain words. No phone numbers, hours or fees: the site adds them.',
  }),
  /** The id of the doctor who reviewed it (their file in src/content/doctors/). */
  reviewedBy: relation('doctors', {
    label: 'Reviewed by',
    hint: 'One of the clinic’s doctors, who has read it through.',
    value: 'id',
    search: ['name', 'id'],
    display: ['name'],
  }),
  lastReviewed: date({
    label: 'Last reviewed',
    hint: 'The day the doctor last read it through, e.g. 28/11/2026. Review it again within 12 months.',
  }),
  /** The services it concerns: each service's page links to it. */
  services: relations('services', {
    label: 'Services it is about',
    hint: 'Their pages link to this guide.',
    value: 'slug',
    search: ['title.en', 'slug'],
    display: ['title.en'],
  }),
  emergency: flag({ label: 'Linked from the emergency page' }),
  sources: list(
    object({
      title: text({ label: 'Title and publisher', hint: 'e.g. Root canal treatment (NHS)' }),
      url: link({ label: 'Address', secure: true }),
    }),
    {
      label: 'Sources',
      singular: 'source',
      hint: 'The pages of health services and dental associations it follows.',
      least: [1, 'list at least one source'],
      summary: '{{fields.title}}',
    },
  ),
});
