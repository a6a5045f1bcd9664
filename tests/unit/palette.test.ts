import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { clinicSchema, type Clinic } from '@/model';
import { validate } from '@/model/validate';
import {
  clinicBrand,
  contrast,
  drawnIn,
  follow,
  MIN_TEXT_CONTRAST,
  palette,
  passingShade,
  weakColour,
} from '@/model/palette';
import { clinic } from '@/content';
import { rejected } from '../support/rejected';

const clinicData = parse(readFileSync('src/content/clinic.yaml', 'utf8')) as Clinic;
const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
/** A colour the schema accepts as a brand colour. */
const brandColour = hex.filter((c) => !weakColour(c));

describe('the palette follows the brand', () => {
  it("gives the design's own colours back for the pair it was drawn in", () => {
    fc.assert(fc.property(hex, (c) => follow(c, 'primary', drawnIn) === c && follow(c, 'accent', drawnIn) === c));
  });

  it("is the clinic's primary and accent, and its text colours read at 4.5:1 on white and on their backgrounds", () => {
    fc.assert(
      fc.property(brandColour, brandColour, (primary, accent) => {
        const p = palette({ primary, accent });
        const readable = (text: string, ...on: string[]) =>
          ['#ffffff', ...on].every((b) => contrast(text, b) >= MIN_TEXT_CONTRAST);
        return (
          readable(p.ink, p.surface, p['primary-soft']) &&
          readable(p.muted, p.surface, p['primary-soft']) &&
          readable(p.primary, p.surface, p['primary-soft']) &&
          readable(p['primary-strong'], p.surface, p['primary-soft']) &&
          readable(p.accent, p['accent-soft']) &&
          // The brand colours themselves, or a little darker where one would not read at 4.5:1 on its light tint.
          contrast(p.primary, primary) < 1.2 &&
          contrast(p.accent, accent) < 1.2
        );
      }),
    );
  });

  it('keeps a dark colour darker than the light tints, for any brand', () => {
    fc.assert(
      fc.property(brandColour, brandColour, (primary, accent) => {
        const p = palette({ primary, accent });
        return contrast(p['primary-strong'], '#ffffff') >= contrast(p.primary, '#ffffff') - 0.01;
      }),
    );
  });

  it("is made from the clinic's colours in the content", () => {
    const brand = clinicBrand(clinic.brand);
    const p = palette(brand);
    expect(contrast(p.primary, brand.primary)).toBeLessThan(1.2);
    expect(contrast(p.accent, brand.accent)).toBeLessThan(1.2);
  });
});

describe('a brand colour too light for text is refused', () => {
  it('names the field and the contrast measured', () => {
    const data = { ...structuredClone(clinicData), brand: { primary: '#2bafc5', accent: '#f2b15c' } };
    const message = rejected(() => validate('src/content/clinic.yaml', clinicSchema, data));
    expect(message).toContain('src/content/clinic.yaml');
    expect(message).toMatch(/brand\.primary: is too light: .* contrast of 2\.6:1, at least 4\.5:1 is needed/);
    expect(message).toMatch(/brand\.accent: is too light: .* contrast of 1\.8:1, at least 4\.5:1 is needed/);
  });

  it('rounds the ratio down, so that a colour refused never reads as enough', () => {
    fc.assert(
      fc.property(hex, (c) => {
        const weak = weakColour(c);
        const ratio = contrast(c, '#ffffff');
        if (ratio >= MIN_TEXT_CONTRAST) return weak === undefined;
        return Number(/of ([\d.]+):1/.exec(weak!)![1]) < MIN_TEXT_CONTRAST;
      }),
    );
  });

  it('offers the nearest shade that passes: the same hue, just dark enough for white text', () => {
    fc.assert(
      fc.property(hex, (c) => {
        const shade = passingShade(c);
        if (!weakColour(c)) return shade === c;
        expect(weakColour(c)).toContain(`${shade} is the nearest shade that passes`);
        const ratio = contrast(shade, '#ffffff');
        // Dark enough, and no darker than it needs to be (the next step of sRGB lighter would not pass).
        expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(ratio).toBeLessThan(MIN_TEXT_CONTRAST + 0.35);
        expect(weakColour(shade)).toBeUndefined();
        return true;
      }),
    );
  });

  it('refuses what is not a colour, and takes the design colours when none is given', () => {
    const data = { ...structuredClone(clinicData), brand: { primary: 'teal', accent: '#9a4d0' } };
    const message = rejected(() => validate('src/content/clinic.yaml', clinicSchema, data));
    expect(message).toMatch(/brand\.primary: must be a colour such as #/);
    expect(message).toMatch(/brand\.accent: must be a colour such as #/);
    const without: Partial<Clinic> = structuredClone(clinicData);
    delete without.brand;
    expect(clinicBrand(validate('src/content/clinic.yaml', clinicSchema, without).brand)).toEqual(drawnIn);
    const emptied = { ...without, brand: { primary: '', accent: null } };
    expect(clinicBrand(validate('src/content/clinic.yaml', clinicSchema, emptied).brand)).toEqual(drawnIn);
    const one = { ...without, brand: { primary: '#1d4e89' } };
    expect(clinicBrand(validate('src/content/clinic.yaml', clinicSchema, one).brand)).toEqual({
      primary: '#1d4e89',
      accent: drawnIn.accent,
    });
  });
});
