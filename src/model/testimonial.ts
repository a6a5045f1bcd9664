// A patient's words on the home page (src/content/testimonials/), one file each; none, and there is no section.
import { initials, number, object, optional, text, words } from './fields';
import { place } from './doctor';

export const testimonialFields = object({
  name: text({ label: 'Name', hint: 'First name and surname initial, e.g. Annamma K.' }),
  order: place('name'),
  initials: initials({ label: 'Initials' }),
  role: words({ label: 'Who they are', hint: 'e.g. Patient since 2004' }),
  text: words({ label: 'What they said', multiline: true }),
  rating: optional(
    number({
      label: 'Stars',
      hint: 'Only if the patient gave stars, 1 to 5; leave it empty otherwise.',
      min: 1,
      max: 5,
    }),
  ),
});
