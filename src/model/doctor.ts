// A doctor of the clinic (src/content/doctors/<id>.yaml), one file each.
import { z } from 'astro/zod';
import { choice, initials, list, number, object, optional, patterned, slug, text, words, year } from './fields';
import { portrait } from './photo';

/**
 * Place in the page's list, the lowest first. The editor shows it as a choice among the folder's other entries, each
 * named by its field `named` ("First", "After Dr. Anna Thomas"), and writes the number that puts the entry there; the
 * build refuses two entries in one place (src/model/places.ts).
 */
export const place = (named: string) => {
  const made = number({
    label: 'Place in the list',
    hint: 'Choose the one it comes after. A new one comes last.',
    decimals: true,
    place_named_by: named,
  });
  return {
    ...made,
    schema: made.schema.positive('must be more than 0'),
    editor: { ...made.editor, widget: 'page-place' },
  };
};

/** The languages the editor offers; the build takes any language code. */
const offeredLanguages = ['ml', 'en', 'hi', 'ta', 'kn', 'te', 'ar', 'ur', 'bn', 'mr', 'gu', 'kok'];
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The languages the doctor consults in, as language codes (ml, en, hi, ta); the page names them. */
const languages = {
  schema: z
    .array(
      z
        .string()
        .regex(/^[a-z]{2,3}$/, 'must be a language code such as ml, en, hi or ta')
        .refine((code) => languageNames.of(code) !== code, 'is not a known language code'),
    )
    .min(1, 'list at least one language')
    .refine((codes) => new Set(codes).size === codes.length, 'lists a language twice'),
  optional: false as const,
  editor: {
    label: 'Languages the doctor consults in',
    widget: 'select',
    multiple: true,
    options: offeredLanguages.map((value) => ({ label: languageNames.of(value)!, value })),
  },
};

export const doctorFields = object({
  name: text({ label: 'Name', hint: 'e.g. Dr. Anna Thomas' }),
  id: slug({
    label: 'Page address',
    hint: 'Lowercase words joined by hyphens, e.g. anna-thomas. Cannot be changed later.',
  }),
  order: place('name'),
  initials: initials({ label: 'Initials', hint: 'Shown when there is no photo, e.g. AT' }),
  role: words({ label: 'Role' }),
  specialization: words({ label: 'Speciality' }),
  education: text({ label: 'Qualifications', hint: 'e.g. BDS, MDS (Orthodontics)' }),
  /** Year the doctor began practising; their years of experience are derived from it. */
  practisingSince: optional(
    year({
      label: 'Practising since (year)',
      hint: 'Years of experience are counted from it; never write them by hand. Leave it empty if not known.',
    }),
  ),
  bio: words({ label: 'About the doctor', multiline: true }),
  credentials: optional(
    list(words({ label: 'Credential' }), { label: 'Memberships and honours', singular: 'credential' }),
  ),
  /** Registration number with the Kerala Dental Council, as on the doctor's certificate; shown on /doctors. */
  registration: patterned(/^[A-Z0-9]+(?:[-/ ][A-Z0-9]+)*$/, 'must be a registration number such as A-12345', {
    label: 'Kerala Dental Council registration number',
    hint: "As on the doctor's certificate, e.g. A-12345. Required.",
    empty: 'is required: the Kerala Dental Council registration number',
  }),
  languages,
  tone: choice(['teal', 'sky', 'amber', 'rose', 'violet', 'emerald'], { label: 'Colour of the initials' }),
  /** A portrait; without one, the doctor's initials are shown in their tone. */
  photo: portrait({
    label: 'Photo',
    hint: 'A portrait, shown cropped square; without one the initials are shown. At least 480 × 480 pixels.',
  }),
});
