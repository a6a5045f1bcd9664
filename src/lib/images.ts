import type { ImageMetadata } from 'astro';

// Every picture of the site lives in src/assets/images; content files name them by file name. A phone names its
// photos in capitals (IMG_1234.JPG), so those are found too.
const files = import.meta.glob<ImageMetadata>(
  '/src/assets/images/*.{svg,png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}',
  { eager: true, import: 'default' },
);

/** The image named `file` in src/assets/images, if there is one. */
export const findImage = (file: string): ImageMetadata | undefined => files[`/src/assets/images/${file}`];

/** The built image for a file name from a content file; a missing file fails the build naming it. */
export function image(file: string): ImageMetadata {
  const found = findImage(file);
  if (!found) throw new Error(`Image "${file}" is named in src/content but is missing from src/assets/images.`);
  return found;
}
