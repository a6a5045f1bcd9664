// The clinic's palette (src/model/palette.ts) from its brand colours, for what the stylesheet does not colour: the phone's
// toolbar, the web app manifest, and the images drawn at build time.
import { clinic } from '@/content';
import { clinicBrand, palette, type TokenName } from '@/model/palette';

const tokens = palette(clinicBrand(clinic.brand));

/** A colour token of the clinic's palette, so that images and pages share one palette. */
export const colorToken = (name: TokenName): string => tokens[name];

/** The browser's toolbar colour on phones, and the web app manifest's. */
export const themeColor = colorToken('primary-strong');
