import type { ImageMetadata } from 'astro';

// Every picture of the site lives in src/assets/images; content files name them by file name.
const files = import.meta.glob<ImageMetadata>('/src/assets/images/*.{svg,png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
});

/** The built image for a file name from a content file; a missing file fails the build naming it. */
export function image(file: string): ImageMetadata {
  const found = files[`/src/assets/images/${file}`];
  if (!found) throw new Error(`Image "${file}" is named in src/content but is missing from src/assets/images.`);
  return found;
}
