// A second clinic's site, with photos: a copy of the project in a temp folder whose content is the second clinic of
// tests/fixtures/clinic (another town, week, doctors and services: the tests that hold for any clinic run against it
// too), with photos for every doctor, the home page's hero, the clinic's front and four rooms (the About page's
// gallery), and two services, built and served with the project's own nginx config (what follows the content and the
// photos, the Content-Security-Policy, the build writes). The
// sample clinic ships no photos of real people; these are made here, 4000×3000 (3000×4000 for the portraits) JPEGs of
// 3-5 MB with detail at every scale (noise over a gradient), so that none compresses to nothing. The photo tests
// (tests/e2e/second-clinic.spec.ts, and the build checks run inside the copy) and `npm run bench -- --photos` use it.
// Usage: node scripts/photo-site.mjs   builds the copy and prints its folder and how long it took
import { spawnSync } from 'node:child_process';
import { createCipheriv, createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse, parseDocument } from 'yaml';
import { copyProject } from './copy-project.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the copy is built: one folder per checkout, so that two checkouts on a machine do not meet. */
export const photoSiteDir = join(
  tmpdir(),
  `clinic-photo-site-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);
// The photos are the same on every run: made once and kept beside the packages; the copy keeps its folder, so that
// Astro's cache of what sharp made from them (the copy's node_modules/.astro) serves its next build too.
const photoCache = join(root, 'node_modules/.cache/clinic-photo-fixtures-v2');
const images = 'src/assets/images';
/** The second clinic's content: YAML files laid out as src/content's. */
const secondClinic = join(root, 'tests/fixtures/clinic');

/** The photos, by file name: landscape ones for the clinic and the services, portraits for the doctors. */
const landscape = ['hero', 'front', 'reception', 'waiting', 'treatment', 'sterilisation', 'service-a', 'service-b'];
const portraits = 6;
const photoFiles = [
  ...landscape.map((name) => ({ file: `fixture-${name}.jpg`, width: 4000, height: 3000 })),
  ...Array.from({ length: portraits }, (_, i) => ({
    file: `fixture-portrait-${i + 1}.jpg`,
    width: 3000,
    height: 4000,
  })),
];
// Each photo its own colours, by an order of the red, green and blue channels: as detailed as the others, so that
// every photo weighs alike.
const channelOrders = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [0, 2, 1],
  [2, 1, 0],
  [1, 0, 2],
].map((order) => order.map((from) => [0, 1, 2].map((c) => (c === from ? 1 : 0))));

/** Pseudo-random bytes, the same for the same seed: AES-CTR's key stream. */
function bytes(seed, length) {
  const key = createHash('sha256').update(seed).digest();
  return createCipheriv('aes-128-ctr', key.subarray(0, 16), key.subarray(16)).update(Buffer.alloc(length));
}
const raw = (width, height, channels = 3) => ({ raw: { width, height, channels } });

/**
 * Writes the photos `files` (of photoFiles) into `dir`: detail drawn once at 1100 px and enlarged, then a camera's fine
 * grain on each.
 */
async function makePhotos(dir, files) {
  const size = 1100;
  const noise = async (cell, opacity) => {
    const side = Math.ceil(size / cell);
    const layer = sharp(bytes(`detail-${cell}`, side * side * 3), raw(side, side));
    if (cell > 1) layer.resize(size, size, { kernel: 'cubic', fit: 'fill' });
    return { input: await layer.ensureAlpha(opacity).raw().toBuffer(), ...raw(size, size, 4) };
  };
  const gradient = await sharp(bytes('corners', 12), raw(2, 2))
    .resize(size, size, { kernel: 'linear', fit: 'fill' })
    .raw()
    .toBuffer();
  const detail = await sharp(gradient, raw(size, size))
    .composite(await Promise.all([noise(24, 0.3), noise(5, 0.2), noise(1, 0.15)]))
    .removeAlpha()
    .raw()
    .toBuffer();
  const grains = new Map();
  for (const [i, { file, width, height }] of photoFiles.entries()) {
    if (!files.includes(file)) continue;
    const key = `${width}x${height}`;
    if (!grains.has(key))
      grains.set(key, {
        input: await sharp(bytes(`grain-${key}`, width * height * 3), raw(width, height))
          .ensureAlpha(0.16)
          .raw()
          .toBuffer(),
        ...raw(width, height, 4),
      });
    const window = { left: (i * 37) % 280, top: (i * 53) % 280, width: width / 5, height: height / 5 };
    const enlarged = await sharp(detail, raw(size, size))
      .extract(window)
      .resize(width, height, { kernel: 'cubic' })
      .recomb(channelOrders[i % channelOrders.length])
      .raw()
      .toBuffer();
    await sharp(enlarged, raw(width, height))
      .composite([grains.get(key)])
      .removeAlpha()
      .jpeg({ quality: 90 })
      .toFile(join(dir, `${file}.${process.pid}.tmp`));
    // Written whole under a name of this process's, then renamed: a run beside this one finds the photo complete or
    // not at all, never half written ("VipsJpeg: premature end of JPEG image").
    renameSync(join(dir, `${file}.${process.pid}.tmp`), join(dir, file));
  }
}

/** The second clinic's content files in place of the sample's, in the copy: its YAML files only, not the code. */
function useSecondClinic(dir) {
  const content = join(dir, 'src/content');
  for (const entry of readdirSync(content, { withFileTypes: true }))
    if (entry.name.endsWith('.yaml') || (entry.isDirectory() && entry.name !== 'copy'))
      rmSync(join(content, entry.name), { recursive: true, force: true });
  cpSync(secondClinic, content, { recursive: true, filter: (path) => !path.startsWith(join(secondClinic, 'images')) });
  // Its pictures (the logo) beside the drawings.
  cpSync(join(secondClinic, 'images'), join(dir, images), { recursive: true });
}

/** Sets `value` at `path` in a YAML content file of the copy, as the editor at /admin would. */
function setInYaml(dir, file, path, value) {
  const full = join(dir, 'src/content', file);
  const doc = parseDocument(readFileSync(full, 'utf8'));
  doc.setIn(path, doc.createNode(value));
  writeFileSync(full, doc.toString());
}

/** The clinic's front, named as a phone saves a photo shared on WhatsApp: spaces, dots and capitals. */
const sharedFront = { from: 'fixture-front.jpg', as: 'WhatsApp Image 2026-11-28 at 10.15.30.JPEG' };

/**
 * Names the photos in the copy's content, as a clinic would: every doctor a portrait (the founder's kept from the
 * top), the first and the last service a photo, the clinic its hero, front and gallery.
 */
function namePhotosInContent(dir) {
  const photo = (name, en, ml) => ({
    file: `fixture-${name}.jpg` === sharedFront.from ? sharedFront.as : `fixture-${name}.jpg`,
    alt: { en, ml },
  });
  setInYaml(dir, 'clinic.yaml', ['photos'], {
    hero: photo('hero', 'The reception, seen from the entrance', 'പ്രവേശനകവാടത്തിൽ നിന്നു കാണുന്ന റിസപ്ഷൻ'),
    front: photo(
      'front',
      'The clinic from the street, its sign above the door',
      'വഴിയിൽ നിന്നു കാണുന്ന ക്ലിനിക്, വാതിലിനു മുകളിൽ ബോർഡ്',
    ),
    gallery: [
      photo('reception', 'The reception desk', 'റിസപ്ഷൻ മേശ'),
      photo('waiting', 'The waiting area, with chairs by the window', 'ജനലരികിൽ കസേരകളുള്ള കാത്തിരിപ്പുമുറി'),
      photo('treatment', 'A treatment room with its dental chair', 'ഡെന്റൽ കസേരയുള്ള ചികിത്സാമുറി'),
      photo('sterilisation', 'The sterilisation room', 'അണുനശീകരണ മുറി'),
    ],
  });
  const entries = (folder) =>
    readdirSync(join(dir, 'src/content', folder))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => ({ file: `${folder}/${f}`, data: parse(readFileSync(join(dir, 'src/content', folder, f), 'utf8')) }))
      .sort((a, b) => a.data.order - b.data.order);
  const { founder } = parse(readFileSync(join(dir, 'src/content/clinic.yaml'), 'utf8'));
  entries('doctors').forEach(({ file, data }, i) =>
    setInYaml(dir, file, ['photo'], {
      file: `fixture-portrait-${(i % portraits) + 1}.jpg`,
      alt: { en: `${data.name} in the consulting room`, ml: `${data.name} കൺസൾട്ടിങ് മുറിയിൽ` },
      ...(data.id === founder ? { focus: 'top' } : {}),
    }),
  );
  const services = entries('services');
  [services[0], services.at(-1)].forEach(({ file, data }, i) =>
    setInYaml(dir, file, ['photo'], {
      file: `fixture-service-${'ab'[i]}.jpg`,
      alt: { en: `The room where ${data.title.en} is given`, ml: `${data.title.ml}: ചികിത്സാമുറി` },
    }),
  );
}

/**
 * Builds the copy in `dir`; returns its folder, its build and its nginx server file (the project's own: what follows
 * the photos is written by the build), with how long it took.
 */
export async function buildPhotoSite({ dir = photoSiteDir, log = () => {} } = {}) {
  const started = Date.now();
  // The copy's build checks run inside it (scripts/test.mjs): it carries the tests too.
  const copy = copyProject('photo-site', { dir, extra: ['tests', 'vitest.config.ts', 'vitest.build.config.ts'] });
  useSecondClinic(dir);
  namePhotosInContent(dir);
  // Its content files as the clinic's editor writes them, as a clinic's are (scripts/content-format.ts).
  const format = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/content-format.ts'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (format.status !== 0) throw new Error(`photo-site: content:format failed in ${dir}:\n${format.stderr}`);
  // Only the photos the content names: every file of src/assets/images goes into the build.
  const named = readdirSync(join(dir, 'src/content'), { recursive: true })
    .filter((f) => String(f).endsWith('.yaml'))
    .map((f) => readFileSync(join(dir, 'src/content', String(f)), 'utf8'))
    .join('\n');
  const photos = photoFiles
    .map(({ file }) => file)
    .filter((file) => named.includes(file) || (file === sharedFront.from && named.includes(sharedFront.as)));
  const missing = photos.filter((file) => !existsSync(join(photoCache, file)));
  if (missing.length) {
    mkdirSync(photoCache, { recursive: true });
    log('photo-site: making the photos…');
    await makePhotos(photoCache, missing);
  }
  for (const file of photos)
    cpSync(join(photoCache, file), join(dir, images, file === sharedFront.from ? sharedFront.as : file));
  log(`photo-site: building ${dir}…`);
  const build = await copy.build();
  if (build.status !== 0) throw new Error(`photo-site: the build failed in ${dir}:\n${build.output}`);
  return {
    dir,
    dist: join(dir, 'dist'),
    seconds: (Date.now() - started) / 1000,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = await buildPhotoSite({ log: console.log });
  console.log(`photo-site: ${site.dir} built in ${site.seconds.toFixed(1)} s`);
}
