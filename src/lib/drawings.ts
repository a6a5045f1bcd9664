// The site's drawings (the SVG illustrations of src/assets/images) in the clinic's colours. They were drawn in the
// design's pair (drawnIn, src/model/palette.ts); each colour of theirs that belongs to the brand follows the clinic's
// colour as the tokens do, and skin, hair, wood, plants, teeth and water keep theirs. Built once per build: the pages
// name each drawing by a file name that carries a hash of its content (src/integrations/brand.ts writes the files).
import { follow, isPrimaryHue, type Brand, type BrandRole } from '../model/palette';

/** The drawings' accent colours: the highlights (stars, dots) and the pulp drawn in them. */
const accentColours = new Set(['#f2b15c', '#f7c98c', '#fff3e0']);
/** Colours of the primary's hue that are not the brand's: the river on the map. */
const keptColours = new Set(['#a9dbe6', '#c5ebf2']);

const expand = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

/** The brand colour a colour of the drawings follows, if it follows one. */
export function roleOf(hex: string): BrandRole | undefined {
  const colour = expand(hex);
  if (accentColours.has(colour)) return 'accent';
  if (keptColours.has(colour) || !isPrimaryHue(colour)) return undefined;
  return 'primary';
}

/** A drawing's SVG with its brand colours moved to the clinic's. */
export function recolour(svg: string, brand: Brand): string {
  return svg.replace(/#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g, (hex) => {
    const role = roleOf(hex);
    return role ? follow(expand(hex), role, brand) : hex;
  });
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell the versions of a drawing apart in its file name. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Where the build serves a drawing: beside the other fingerprinted files, cached for good. */
export const drawingPath = (file: string, svg: string) => `/_astro/${file.replace(/\.svg$/i, '')}.${hash(svg)}.svg`;

export interface SvgFile {
  /** Where the build serves it. */
  src: string;
  svg: string;
  width: number;
  height: number;
}

/**
 * The SVG files of src/assets/images (file name → source) as the site serves them: the drawings in the clinic's
 * colours, and the clinic's own logo, when it is an SVG, as it is. Sized by their viewBox, as they are drawn.
 */
export function svgFiles(sources: Record<string, string>, brand: Brand, logo?: string): Map<string, SvgFile> {
  return new Map(
    Object.entries(sources).map(([file, source]) => {
      const svg = file === logo ? source : recolour(source, brand);
      const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
      const [width, height] = box ? [Number(box[1]), Number(box[2])] : [300, 150];
      return [file, { src: drawingPath(file, svg), svg, width, height }];
    }),
  );
}
