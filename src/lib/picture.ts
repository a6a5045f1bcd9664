// How each place on the site shows a photo: the widths the build makes and the width the place takes on the page
// (`sizes`, which must follow the section's CSS). Pure data and rules; src/build-time/photos.ts makes the images.
import type { PhotoOrigin } from '@/model/assemble';
import { contentError, type ContentError } from '@/model/validate';

/** The clinic's own logo as the build serves it (src/build-time/photos.ts: logoImage), for the header and the footer. */
export interface LogoImage {
  src: string;
  width: number;
  height: number;
}

/** An image ready for a section to draw: a photo in several widths and formats, or an illustration. */
export interface Picture {
  /** AVIF and WebP candidates, best first, each a srcset of widths; none for an illustration. */
  sources: { type: string; srcSet: string }[];
  /** The JPEG for a browser that takes neither format, or the illustration's SVG. */
  src: string;
  width: number;
  height: number;
  /** The width it takes on the page, for choosing among the sources' widths. */
  sizes?: string;
  alt: string;
  /** The class that draws the photo's average colour until the photo arrives (placeholderCss). */
  placeholder?: string;
  /** The page's first-screen photo: fetched at once, ahead of the rest. Every other photo waits until it nears the
   *  viewport. */
  priority: boolean;
}

// The page-width container (components/ui/Section.tsx): 16 px side padding below 640 px, 24 px below 1024 px, then
// 32 px within 1152 px.
const content = ['(min-width: 640px) calc(100vw - 48px)', 'calc(100vw - 32px)'];

/**
 * Each place a photo is shown. `widths` are the widths built. A browser takes the narrowest that is at least as wide
 * as the place's width times the screen's pixel ratio; they are chosen so that a 390 px phone at a ratio of 2.75 and
 * a 1280 px screen get at most a quarter more pixels than they show, and the largest is the largest the place needs.
 * `aspect` crops the photo (width / height), `sizes` is the width the place takes, `quality` the AVIF and WebP quality
 * where it is not the usual (50 and 75).
 */
export const pictureKinds = {
  /** The home page's hero, across the whole screen, under a veil that leaves little of the photo's detail to see: a
   *  lower quality costs nothing there, and the bytes it saves are the first screen's. */
  hero: { widths: [640, 800, 1280], sizes: '100vw', quality: { avif: 30, webp: 50 } },
  /** A consultant's card on /doctors: 112 px square. */
  portrait: { widths: [112, 224, 336], aspect: 1, sizes: '112px' },
  /** The founder's profile on /doctors: 160 px square. */
  founder: { widths: [160, 320, 480], aspect: 1, sizes: '160px' },
  /** The founder beside the clinic's story on /about: 56 px square. */
  avatar: { widths: [56, 112, 168], aspect: 1, sizes: '56px' },
  /** The clinic's front, beside its story on /about: two fifths of the content from 1024 px. */
  front: {
    widths: [480, 720, 960],
    aspect: 4 / 3,
    sizes: ['(min-width: 1152px) 413px', '(min-width: 1024px) calc(40vw - 48px)', ...content].join(', '),
  },
  /** A gallery thumbnail: two columns, four from 1024 px. */
  thumbnail: {
    widths: [280, 480, 960],
    sizes: [
      '(min-width: 1152px) 260px',
      '(min-width: 1024px) calc(25vw - 28px)',
      '(min-width: 640px) calc(50vw - 32px)',
      'calc(50vw - 24px)',
    ].join(', '),
  },
  /** A gallery photo opened large: up to 960 px wide. Same widths as the thumbnail, so the build makes them once. */
  enlarged: { widths: [280, 480, 960], sizes: '(min-width: 992px) 960px, calc(100vw - 32px)' },
  /** A service card on /services: one column, two from 640 px, three from 1024 px. */
  serviceCard: {
    widths: [400, 560, 960],
    aspect: 4 / 3,
    sizes: [
      '(min-width: 1152px) 347px',
      '(min-width: 1024px) calc(33.3vw - 37px)',
      '(min-width: 640px) calc(50vw - 36px)',
      'calc(100vw - 32px)',
    ].join(', '),
  },
  /** A service card in the "Other services" row of a service page: three columns from 768 px. */
  otherService: {
    widths: [400, 560, 960],
    aspect: 4 / 3,
    sizes: [
      '(min-width: 1152px) 347px',
      '(min-width: 1024px) calc(33.3vw - 37px)',
      '(min-width: 768px) calc(33.3vw - 32px)',
      ...content,
    ].join(', '),
  },
  /** A facility's card on /about: two columns from 640 px, the photo beside the text (five twelfths) from 1024 px. */
  facility: {
    widths: [400, 560, 960],
    aspect: 4 / 3,
    sizes: [
      '(min-width: 1152px) 222px',
      '(min-width: 1024px) calc(20.8vw - 18px)',
      '(min-width: 640px) calc(50vw - 36px)',
      'calc(100vw - 32px)',
    ].join(', '),
  },
  /** The photo of a service page, beside its text from 1024 px. */
  service: {
    widths: [400, 560, 960],
    aspect: 4 / 3,
    sizes: ['(min-width: 1152px) 512px', '(min-width: 1024px) calc(50vw - 64px)', ...content].join(', '),
  },
} satisfies Record<string, PlaceSpec>;

export interface PlaceSpec {
  widths: number[];
  aspect?: number;
  sizes: string;
  quality?: { avif: number; webp: number };
}

export type PictureKind = keyof typeof pictureKinds;

/** How `kind` is shown. */
export const place = (kind: PictureKind): PlaceSpec => pictureKinds[kind];

/** The largest size a kind of photo is made at: a smaller photo would be blown up, and look blurred. */
export function largestSize(kind: PictureKind): { width: number; height?: number } {
  const { widths, aspect } = place(kind);
  const width = Math.max(...widths);
  return aspect ? { width, height: Math.round(width / aspect) } : { width };
}

/**
 * The build's error for a photo the content names (`origin`) that cannot be shown as `kind`: its file is not in
 * src/assets/images (`size` undefined), or it is smaller than the place shows it. Undefined when it can be.
 */
export function photoError(
  origin: PhotoOrigin,
  file: string,
  size: { width: number; height: number } | undefined,
  kind: PictureKind,
): ContentError | undefined {
  const field = `${origin.field}.file`;
  if (!size) return contentError(origin.file, [{ field, message: `"${file}" is not in src/assets/images` }]);
  const needed = largestSize(kind);
  if (size.width >= needed.width && size.height >= (needed.height ?? 0)) return undefined;
  const wanted = needed.height ? `${needed.width}×${needed.height}` : `${needed.width} pixels wide`;
  return contentError(origin.file, [
    {
      field,
      message: `"${file}" is ${size.width}×${size.height} pixels, smaller than the ${wanted} it is shown at on sharp screens: use a larger photo`,
    },
  ]);
}

/** A colour as the class that draws it behind a photo until the photo arrives: #7a5c8e is ph-7a5c8e. */
export const placeholderClass = (hex: string) => `ph-${hex.replace(/^#/, '').toLowerCase()}`;

/** The rules of the placeholder classes of a page's photos, for a <style> in its head. */
export function placeholderCss(pictures: (Picture | undefined)[]): string {
  const classes = new Set(pictures.map((p) => p?.placeholder).filter((c): c is string => !!c));
  return [...classes].map((c) => `.${c}{background-color:#${c.slice(3)}}`).join('');
}
