import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { editorConfig } from '@/model/editor-config';

// While the editor's settings written by hand (src/admin/config.yml) are replaced by those made from the content
// model: the two list the same fields with the same labels, hints, widgets, limits and choices, and every check the
// hand-written ones made by pattern is one the model's runs, but for the differences made on purpose, listed here.

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field; files?: Field[] };
const written = parse(readFileSync('src/admin/config.yml', 'utf8'), { merge: true }) as { collections: Field[] };
const made = editorConfig({
  repository: 'clinic/site',
  branch: 'main',
  siteUrl: 'https://www.example.in',
}) as unknown as {
  collections: Field[];
};

const settings = ['label', 'hint', 'widget', 'required', 'min', 'max', 'options', 'multiple', 'default', 'value_type'];
const listSettings = ['label_singular', 'summary', 'collapsed', 'collection', 'value_field', 'search_fields'];
const more = ['display_fields', 'choose_url', 'allowInput', 'comment'];
const defaults: Record<string, unknown> = { widget: 'string', required: true };
const setting = (field: Field, key: string) => field[key] || defaults[key] || undefined;

function differences(path: string, was: Field[], is: Field[]): string[] {
  const out: string[] = [];
  const names = (fields: Field[]) => fields.map((f) => f.name).join(', ');
  if (names(was) !== names(is)) out.push(`${path}: fields ${names(was)} became ${names(is)}`);
  for (const before of was) {
    const after = is.find((f) => f.name === before.name);
    if (!after) continue;
    const at = `${path}.${before.name}`;
    for (const key of [...settings, ...listSettings, ...more])
      if (JSON.stringify(setting(before, key)) !== JSON.stringify(setting(after, key))) out.push(`${at}.${key}`);
    if (before.pattern && !after.check) out.push(`${at}: a pattern, and no check`);
    const inner = (f: Field) => f.fields ?? (f.field ? [f.field] : []);
    out.push(...differences(at, inner(before), inner(after)));
  }
  return out;
}

const all = written.collections.flatMap((collection) => {
  const now = made.collections.find((c) => c.name === collection.name)!;
  return collection.files
    ? collection.files.flatMap((file) =>
        differences(file.name, file.fields!, now.files!.find((f) => f.name === file.name)!.fields!),
      )
    : differences(collection.name, collection.fields!, now.fields!);
});

test('the editor made from the model lists the fields written by hand, but for the changes made on purpose', () => {
  const placeholders = /^(clinic\.about|home\.|about\.|pages\.).*\.hint$/;
  expect(all.filter((d) => !placeholders.test(d))).toEqual([
    // The founder is the clinic's one choice among its doctors, no longer a tick on each doctor.
    'clinic: fields hours, outOfHours, phones, whatsapp, email, name, shortName, tagline, about, foundingYear, address, geo, acceptingNewPatients, paymentAccepted, social, figures, photos, brand, logo, siteUrl, editor became hours, outOfHours, phones, whatsapp, email, name, shortName, tagline, about, foundingYear, founder, address, geo, acceptingNewPatients, paymentAccepted, social, figures, photos, brand, logo, siteUrl, editor',
    // A typed date shows its weekday.
    'clinic.hours.closures.date.widget',
    'clinic.hours.sessions.days.min',
    // The number answered out of hours, once added by hand, is in the editor.
    'clinic.outOfHours: fields text became text, phone',
    // A month is taken as people write it.
    'clinic.figures.rating.asOf.hint',
    'clinic.photos.gallery.file.hint',
    'clinic.photos.gallery.alt.en.hint',
    'clinic.photos.gallery.alt.ml.hint',
    'fees.lastUpdated.widget',
    // Decap requires a list it is not told may be empty.
    'about.story.paragraphs.min',
    'doctors: fields name, id, order, initials, role, specialization, education, practisingSince, bio, credentials, registration, languages, featured, tone, photo became name, id, order, initials, role, specialization, education, practisingSince, bio, credentials, registration, languages, tone, photo',
    // Bengali by the name Intl gives it.
    'doctors.languages.options',
  ]);
  // Each text of the clinic's own lists every placeholder the site fills in.
  expect(all.filter((d) => placeholders.test(d)).length).toBeGreaterThan(0);
});
