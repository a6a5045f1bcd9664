import type { ImageMetadata } from 'astro';
import { clinic, services } from '@/content';
import { contentError } from '@/model/validate';
import { clinicBrand } from '@/model/palette';
import { svgFiles, type SvgFile } from '@/lib/drawings';

// Every picture of the site lives in src/assets/images; content files name them by file name. A phone names its
// photos in capitals (IMG_1234.JPG), so those are found too.
const files = import.meta.glob<ImageMetadata>('/src/assets/images/*.{png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}', {
  eager: true,
  import: 'default',
});
// The drawings are recoloured for the clinic's brand (src/lib/drawings.ts), so they are read as text, not as assets.
const svgSources = import.meta.glob<string>('/src/assets/images/*.svg', {
  query: '?raw',
  eager: true,
  import: 'default',
});
let svgs: Map<string, SvgFile> | undefined;

/** The SVG files as the site serves them: the drawings in the clinic's colours, its own logo as it is. */
export const servedSvgs = () =>
  (svgs ??= svgFiles(
    Object.fromEntries(Object.entries(svgSources).map(([path, svg]) => [path.split('/').pop()!, svg])),
    clinicBrand(clinic.brand),
    clinic.logo,
  ));

/** The image named `file` in src/assets/images, if there is one. */
export function findImage(file: string): ImageMetadata | undefined {
  if (!/\.svg$/i.test(file)) return files[`/src/assets/images/${file}`];
  const svg = servedSvgs().get(file);
  return svg && { src: svg.src, width: svg.width, height: svg.height, format: 'svg' };
}

/** The built image for a file name from a content file; a missing file fails the build naming it. */
export function image(file: string): ImageMetadata {
  const found = findImage(file);
  if (!found) throw new Error(`Image "${file}" is named in src/content but is missing from src/assets/images.`);
  return found;
}

// A drawing named in a service's file must be one of src/assets/images: else the build stops naming the file and field.
for (const service of services)
  if (!findImage(service.image.file))
    throw contentError(`src/content/services/${service.slug}.yaml`, [
      { field: 'image.file', message: `"${service.image.file}" is not in src/assets/images` },
    ]);
