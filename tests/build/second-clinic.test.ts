import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildPhotoSite } from '../../scripts/photo-site.mjs';
import { clinicBrand } from '../../src/model/palette';
import { untimed } from '../support/untimed';
import { about, clinic, doctors, home, pages } from '../support/content';
import { phoneList } from '@/lib/whatsapp';

// A second clinic makes the site its own by its content alone: the site of tests/fixtures/clinic (scripts/photo-site.mjs,
// which npm test builds beside this project) holds nothing of the sample clinic, in no page, script, stylesheet,
// manifest, sitemap, robots.txt, security.txt, host config or the editor's settings. What is looked for is read from
// this project's own content: the sample's name, address, phone numbers, town, doctors, colour and the words the second
// clinic wrote anew.

let dist = '';
beforeAll(async () => {
  dist = process.env.PHOTO_SITE ? join(process.env.PHOTO_SITE, 'dist') : (await buildPhotoSite()).dist;
}, untimed.timeout);

/** Every file of a build that is text, with its path in the build. */
function textFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full);
    if (!/\.(html|js|css|xml|txt|webmanifest|json|yml|svg|nginx)$|^_(headers|redirects)$/.test(name)) return [];
    return [{ path: relative(dist, full), text: readFileSync(full, 'utf8') }];
  });
}

/** The longest run of a text without a placeholder ({town}, {years} …), as a page would show it whatever the clinic. */
const fixedPart = (text: string) =>
  text
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

/** What only the sample clinic says of itself. */
function sampleMarks(): string[] {
  const host = new URL(clinic.siteUrl).host;
  const phones = phoneList(clinic.phones);
  const words = [
    home.hero.title,
    home.hero.text,
    home.why.text,
    ...about.story.paragraphs,
    about.hero.intro,
    pages.services.intro,
    pages.services.description,
  ].flatMap((text) => [text.en, text.ml].map(fixedPart));
  return [
    clinic.name,
    host.replace(/^www\./, ''),
    ...phones.flatMap((p) => [p.e164, p.display, p.e164.slice(1)]),
    clinic.address.town.en,
    clinic.address.town.ml,
    clinic.address.street.en,
    clinic.email,
    ...doctors.map((d) => d.name),
    // The sample's colour: the design's own where it gives none.
    ...[clinicBrand(clinic.brand).primary].flatMap((hex) => [hex.toLowerCase(), hex.toUpperCase()]),
    ...words.filter((w) => w.length >= 20),
  ];
}

test('the second clinic’s site holds nothing of the sample clinic', () => {
  const files = [
    ...textFiles(dist),
    // nginx's server config as the clinic's repository holds it: the same for every clinic, the names coming with
    // each build (_names.nginx).
    { path: 'deploy/nginx.conf', text: readFileSync(join(dist, '../deploy/nginx.conf'), 'utf8') },
  ];
  expect(files.filter((f) => f.path.endsWith('.html')).length).toBeGreaterThan(10);
  const marks = sampleMarks();
  expect(marks.length).toBeGreaterThan(10);
  const found = files.flatMap(({ path, text }) =>
    marks.filter((mark) => text.includes(mark)).map((mark) => `${path}: ${mark}`),
  );
  expect(found).toEqual([]);
});
