// The clinic's photos, made at build time by Astro's image pipeline (astro:assets with sharp): for each place a photo
// is shown, AVIF and WebP in the widths that place needs and a JPEG for browsers that take neither, with the photo's
// average colour to draw until it arrives. Pages call these and hand the results to the sections as props; Astro
// keeps what sharp made in node_modules/.astro, so a later build reuses it.
import { join } from 'node:path';
import { getImage } from 'astro:assets';
import sharp from 'sharp';
import { clinic, photoOrigin } from '@/content';
import type { Locale } from '@/model/locales';
import { contentError } from '@/model/validate';
import type { ContentImage, ContentPhoto, Doctor, Service } from '@/model';
import { findImage, image } from './images';
import { photoError, place, placeholderClass, type LogoImage, type Picture, type PictureKind } from '@/lib/picture';

/** An illustration (SVG) of src/assets/images, drawn as it is. */
export function illustration(file: string, alt: string, priority = false): Picture {
  const { src, width, height } = image(file);
  return { sources: [], src, width, height, alt, priority };
}

interface Facts {
  width: number;
  height: number;
  color: string;
}

const facts = new Map<string, Promise<Facts>>();

/**
 * The photo's size as shown (turned upright) and its average colour, read once per build. Read with sharp from the
 * file itself: the image's metadata object would mark the original as used, and Astro would then copy the
 * full-size photo into the build.
 */
function photoFacts(file: string): Promise<Facts> {
  let found = facts.get(file);
  if (!found) {
    // The build runs at the project's root.
    const path = join(process.cwd(), 'src/assets/images', file);
    found = Promise.all([
      sharp(path).metadata(),
      sharp(path).resize(1, 1, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    ]).then(([meta, [r = 0, g = 0, b = 0]]) => {
      const turned = (meta.orientation ?? 1) >= 5;
      const hex = [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
      return { width: turned ? meta.height! : meta.width!, height: turned ? meta.width! : meta.height!, color: hex };
    });
    facts.set(file, found);
  }
  return found;
}

/**
 * A photo from the content, made for one place of the site (`kind`). A file missing from src/assets/images, or one
 * smaller than the place shows it, fails the build naming the content file and field.
 */
export async function photo(
  content: ContentPhoto,
  kind: PictureKind,
  locale: Locale,
  { priority = false } = {},
): Promise<Picture> {
  const origin = photoOrigin(content);
  const src = findImage(content.file);
  if (!src) throw photoError(origin, content.file, undefined, kind);
  const size = await photoFacts(content.file);
  const tooSmall = photoError(origin, content.file, size, kind);
  if (tooSmall) throw tooSmall;
  const { widths, sizes, aspect, quality } = place(kind);

  const largest = Math.max(...widths);
  // A crop to the place's proportions keeps the part the content names (a doctor's face), else the middle.
  const crop = (width: number) =>
    aspect
      ? { width, height: Math.round(width / aspect), fit: 'cover' as const, position: content.focus ?? 'center' }
      : { width };
  // sharp's own AVIF quality; WebP and JPEG a little below its defaults, since only browsers without AVIF take them.
  const [avif, webp, jpeg] = await Promise.all([
    getImage({ src, ...crop(largest), widths, format: 'avif', quality: quality?.avif ?? 50 }),
    getImage({ src, ...crop(largest), widths, format: 'webp', quality: quality?.webp ?? 75 }),
    // For the rare browser without either: one width from the middle.
    getImage({ src, ...crop(widths[Math.floor((widths.length - 1) / 2)]!), format: 'jpeg', quality: 75 }),
  ]);
  return {
    sources: [
      { type: 'image/avif', srcSet: avif.srcSet.attribute },
      { type: 'image/webp', srcSet: webp.srcSet.attribute },
    ],
    src: jpeg.src,
    width: Number(jpeg.attributes.width),
    height: Number(jpeg.attributes.height),
    sizes,
    alt: content.alt[locale],
    placeholder: placeholderClass(size.color),
    priority,
  };
}

/** The content's photo for a place when it names one, else its illustration. */
export const photoOr = (
  content: ContentPhoto | undefined,
  fallback: ContentImage,
  kind: PictureKind,
  locale: Locale,
  { priority = false } = {},
): Promise<Picture> =>
  content
    ? photo(content, kind, locale, { priority })
    : Promise.resolve(illustration(fallback.file, fallback.alt[locale], priority));

/** Each service's photo or illustration for one place, by slug; the first one fetched at once when `priority`. */
export async function servicePictures(
  services: Service[],
  kind: PictureKind,
  locale: Locale,
  { priority = false } = {},
): Promise<Record<string, Picture>> {
  const pictures = services.map((s, i) => photoOr(s.photo, s.image, kind, locale, { priority: priority && i === 0 }));
  return Object.fromEntries((await Promise.all(pictures)).map((picture, i) => [services[i]!.slug, picture]));
}

/** The portraits of the doctors who have a photo, by id. */
export async function portraits(
  doctors: Doctor[],
  kind: PictureKind,
  locale: Locale,
): Promise<Record<string, Picture>> {
  const withPhoto = doctors.filter((d) => d.photo);
  const pictures = await Promise.all(withPhoto.map((d) => photo(d.photo!, kind, locale)));
  return Object.fromEntries(pictures.map((picture, i) => [withPhoto[i]!.id, picture]));
}

let logo: Promise<LogoImage | undefined> | undefined;

/**
 * The clinic's logo for the header and the footer, once per build: an SVG as it is, a PNG made a WebP three times the
 * 36 px it is shown at. A file the content names but src/assets/images lacks fails the build naming the field.
 */
export function logoImage(): Promise<LogoImage | undefined> {
  return (logo ??= (async () => {
    if (!clinic.logo) return undefined;
    const found = findImage(clinic.logo);
    if (!found)
      throw contentError('src/content/clinic.yaml', [
        { field: 'logo', message: `"${clinic.logo}" is not in src/assets/images` },
      ]);
    if (/\.svg$/i.test(clinic.logo)) return { src: found.src, width: found.width, height: found.height };
    // Only handed to getImage: reading the PNG's metadata would copy the original into the build too.
    const made = await getImage({ src: found, height: 108, format: 'webp' });
    return { src: made.src, width: Number(made.attributes.width), height: Number(made.attributes.height) };
  })());
}
