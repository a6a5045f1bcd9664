// Patients' reviews on the home page; use only real reviews given with permission (first name, surname initial).
import type { Testimonial } from './schema';

export const testimonials = [
  {
    name: 'Annamma K.',
    initials: 'AK',
    role: { en: 'Patient since 2004' },
    text: {
      en: 'My whole family has come here for years. When I needed a root canal last year, the doctor explained each step, and it was finished in two short visits. The staff still remember my name and ask after my grandchildren.',
    },
    rating: 5,
  },
  {
    name: 'Rajesh M.',
    initials: 'RM',
    role: { en: 'Parent of a young patient' },
    text: {
      en: 'My son was afraid of dentists after a bad experience elsewhere. Here the doctor let him sit in the chair and hold the mirror before starting anything. Now he is the one who reminds me when his check-up is due.',
    },
    rating: 5,
  },
  {
    name: 'Salim P.',
    initials: 'SP',
    role: { en: 'Implant patient' },
    text: {
      en: 'I had put off replacing a missing back tooth for a long time. The doctor showed me the X-ray, the plan and the full cost in writing before we began. The implant crown feels like my own tooth, and I can eat properly on that side again.',
    },
    rating: 5,
  },
] satisfies Testimonial[];
