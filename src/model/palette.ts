// The clinic's two brand colours become the site's whole palette. The design (its tokens and its drawings) was drawn in
// one pair of colours, `drawnIn`; every colour of it that belongs to the brand is moved as the clinic's colour is moved
// from that pair, in OKLCH: the same lightness relative to the brand colour, chroma in proportion, hue turned by the
// same angle. The design's own pair therefore gives back the design unchanged, and another pair keeps its contrasts.
// Pure: the schema, the pages, the drawings and the images drawn at build time share it.

/** A clinic's brand: `primary` carries white text and is a text colour on white; `accent` too, for highlights. */
export interface Brand {
  primary: string;
  accent: string;
}

export type BrandRole = keyof Brand;

/** The pair the site's tokens and drawings were drawn in: what a colour of the design is measured against. */
export const drawnIn: Brand = { primary: '#0b6e80', accent: '#9a4d00' };

/** A clinic's colours as its content gives them, each the design's own where it gives none. */
export const clinicBrand = (brand?: { primary?: string | undefined; accent?: string | undefined }): Brand => ({
  primary: brand?.primary ?? drawnIn.primary,
  accent: brand?.accent ?? drawnIn.accent,
});

/** The least contrast of text with its background (WCAG 2, AA for normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];
type Lch = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHex = (value: string) => HEX.test(value);

/** #abc or #aabbcc as 0–1 sRGB channels. */
export function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex.trim());
  if (!m) throw new Error(`"${hex}" is not a colour such as #1d4e89`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as Rgb;
}

const toHex = (rgb: Rgb) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(linear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// OKLab (Björn Ottosson), from linear sRGB and back.
function toLch(hex: string): Lch {
  const [r, g, b] = parseHex(hex).map(linear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(A, B), ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360];
}

function fromLch([L, C, H]: Lch): Rgb {
  const A = C * Math.cos((H * Math.PI) / 180);
  const B = C * Math.sin((H * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map(gamma) as Rgb;
}

const inGamut = (rgb: Rgb) => rgb.every((c) => c >= -1e-4 && c <= 1 + 1e-4);

/** The sRGB colour of an OKLCH one; out of sRGB, its chroma is lowered until it fits (lightness and hue kept). */
function lchToHex(lch: Lch): string {
  let rgb = fromLch(lch);
  if (!inGamut(rgb)) {
    let [lo, hi] = [0, lch[1]];
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(fromLch([lch[0], mid, lch[2]]))) lo = mid;
      else hi = mid;
    }
    rgb = fromLch([lch[0], lo, lch[2]]);
  }
  return toHex(rgb);
}

/** Lightness moved so that `from` lands on `to`, white stays white and black stays black, linearly on each side. */
const shiftLightness = (L: number, from: number, to: number) =>
  L <= from ? (L * to) / from : 1 - ((1 - L) * (1 - to)) / (1 - from);

/**
 * A colour of the design, drawn in `drawnIn[role]`, for a clinic whose colour of that role is `brand[role]`. The
 * design's own colour gives back the colour itself, byte for byte.
 */
export function follow(hex: string, role: BrandRole, brand: Brand): string {
  const from = drawnIn[role].toLowerCase();
  const to = brand[role].toLowerCase();
  if (from === to) return hex.toLowerCase();
  const [L, C, H] = toLch(hex);
  const [fromL, fromC, fromH] = toLch(from);
  const [toL, toC, toH] = toLch(to);
  return lchToHex([shiftLightness(L, fromL, toL), fromC > 0 ? (C * toC) / fromC : C, (H + toH - fromH + 360) % 360]);
}

/** Whether a colour is of the design's primary family: its hue within 35° of the primary's, and not a grey. */
export function isPrimaryHue(hex: string): boolean {
  const [, C, H] = toLch(hex);
  const [, , primaryH] = toLch(drawnIn.primary);
  return C > 0.006 && Math.abs(((H - primaryH + 540) % 360) - 180) <= 35;
}

/**
 * The colour tokens that follow the brand (--color-<name> in src/styles/global.css, which holds these same values), as
 * the design drew them. Text colours keep at least 4.5:1 on white; `brand` is decoration only.
 */
const designTokens = {
  brand: ['#2bafc5', 'primary'],
  primary: ['#0b6e80', 'primary'],
  'primary-strong': ['#07505d', 'primary'],
  'primary-soft': ['#e5f5f8', 'primary'],
  ink: ['#12262d', 'primary'],
  muted: ['#4a5d64', 'primary'],
  surface: ['#f4f9fa', 'primary'],
  line: ['#d3e2e6', 'primary'],
  accent: ['#9a4d00', 'accent'],
  'accent-soft': ['#fff3e0', 'accent'],
} as const satisfies Record<string, readonly [string, BrandRole]>;

export type TokenName = keyof typeof designTokens;
export type Palette = Record<TokenName, string>;

/** Text tokens, and the backgrounds each is read on; the palette darkens one that would fall under 4.5:1. */
const textOn: Partial<Record<TokenName, TokenName[]>> = {
  ink: ['surface', 'primary-soft'],
  muted: ['surface', 'primary-soft'],
  primary: ['surface', 'primary-soft'],
  'primary-strong': ['surface', 'primary-soft'],
  accent: ['accent-soft'],
};

/** A colour darkened (in OKLCH lightness) until it reads at 4.5:1 on each background. */
function readableOn(hex: string, backgrounds: string[]): string {
  const [start, C, H] = toLch(hex);
  let [L, out] = [start, hex];
  while (backgrounds.some((b) => contrast(out, b) < MIN_TEXT_CONTRAST) && L > 0) {
    L -= 0.005;
    out = lchToHex([L, C, H]);
  }
  return out;
}

/** The site's colour tokens for a clinic's brand. */
export function palette(brand: Brand): Palette {
  const out = Object.fromEntries(
    Object.entries(designTokens).map(([name, [hex, role]]) => [name, follow(hex, role, brand)]),
  ) as Palette;
  for (const [name, on] of Object.entries(textOn) as [TokenName, TokenName[]][])
    out[name] = readableOn(out[name], ['#ffffff', ...on.map((b) => out[b])]);
  return out;
}

/**
 * The nearest shade of a colour that white text can go on: its hue and chroma (as sRGB allows) kept, its lightness
 * lowered only as far as a contrast of MIN_TEXT_CONTRAST with white needs. A colour dark enough already is its own.
 */
export function passingShade(hex: string): string {
  if (contrast(hex, '#ffffff') >= MIN_TEXT_CONTRAST) return hex.toLowerCase();
  const [L, C, H] = toLch(hex);
  let [lo, hi] = [0, L];
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (contrast(lchToHex([mid, C, H]), '#ffffff') >= MIN_TEXT_CONTRAST) lo = mid;
    else hi = mid;
  }
  // The lightest shade found, stepped down until its rounded sRGB still passes.
  let shade = lchToHex([lo, C, H]);
  for (let l = lo; contrast(shade, '#ffffff') < MIN_TEXT_CONTRAST; l -= 0.002) shade = lchToHex([l, C, H]);
  return shade;
}

/**
 * Why a brand colour cannot carry white text nor be read as text on white, in plain words; undefined when it can.
 * Both are the same contrast, of the colour with white.
 */
export function weakColour(hex: string): string | undefined {
  const ratio = contrast(hex, '#ffffff');
  if (ratio >= MIN_TEXT_CONTRAST) return undefined;
  // Rounded down, so that a colour refused never reads as meeting the figure.
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
  return `is too light: white text on it has a contrast of ${shown}:1, at least ${MIN_TEXT_CONTRAST}:1 is needed (choose a darker colour: ${passingShade(hex)} is the nearest shade that passes)`;
}
