import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Photo } from '@/components/ui/Photo';
import { Template } from '@/components/ui/Template';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { namedPhotos } from '@/model/assemble';
import { clinicSchema, doctorSchema, serviceSchema } from '@/model';
import { ContentError, validate } from '@/model/validate';
import { largestSize, photoError, pictureKinds, placeholderClass, placeholderCss, type Picture } from '@/lib/picture';
import { doctors, services } from '@/content';
import { rejected } from '../support/rejected';

// Content files as the clinic writes them, before the schemas' trimming.
const yaml = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const doctorFile = `src/content/doctors/${doctors.at(-1)!.id}.yaml`;
const serviceFile = `src/content/services/${services.at(-1)!.slug}.yaml`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const photo = (file: string) => ({ file, alt: { en: 'The reception desk', ml: 'റിസപ്ഷൻ മേശ' } });

describe('a photo named in the content', () => {
  it('is a JPEG, PNG, WebP or AVIF file, as a phone names it too', () => {
    const data = yaml(doctorFile);
    const shared = 'WhatsApp Image 2026-11-28 at 10.15.30.jpeg';
    for (const file of [
      'reception.jpg',
      'IMG_1234.JPG',
      'front-2026.webp',
      'chair.avif',
      'x.png',
      'my photo.jpg',
      shared,
    ]) {
      data.photo = photo(file);
      expect(() => validate(doctorFile, doctorSchema, data), file).not.toThrow();
    }
    for (const file of ['reception.gif', 'illustration.svg', '../secret.jpg', 'photos/a.jpg', '.jpg']) {
      data.photo = photo(file);
      expect(rejected(() => validate(doctorFile, doctorSchema, data))).toMatch(
        new RegExp(`${escaped(doctorFile)}:\n {2}- photo\\.file: must be a photo file name`),
      );
    }
  });

  it('must describe the photo in every language', () => {
    const data = { ...yaml(serviceFile), photo: { file: 'chair.jpg', alt: { en: 'A dental chair', ml: ' ' } } };
    expect(rejected(() => validate(serviceFile, serviceSchema, data))).toMatch(
      new RegExp(`${escaped(serviceFile)}:\n {2}- photo\\.alt\\.ml: alt text is required`),
    );
    const clinic = { ...yaml('src/content/clinic.yaml'), photos: { gallery: [photo('a.jpg'), { file: 'b.jpg' }] } };
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, clinic))).toContain(
      'photos.gallery[1].alt',
    );
  });

  it("keeps the part of a doctor's portrait that the content names", () => {
    const data = { ...yaml(doctorFile), photo: { ...photo('portrait.jpg'), focus: 'top' } };
    expect(validate(doctorFile, doctorSchema, data).photo?.focus).toBe('top');
    data.photo.focus = 'face';
    expect(rejected(() => validate(doctorFile, doctorSchema, data))).toContain('photo.focus');
  });

  it('is named by its content file and field', () => {
    const clinic = { photos: { hero: photo('hero.jpg'), gallery: [photo('a.jpg'), photo('b.jpg')] } };
    const doctors = [{ id: 'lakshmi-menon' }, { id: 'thomas-kurian', photo: photo('dr.jpg') }];
    const services = [{ slug: 'orthodontics', photo: photo('room.jpg') }];
    expect(namedPhotos({ clinic, doctors, services }).map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/content/clinic.yaml photos.hero',
      'src/content/clinic.yaml photos.gallery[0]',
      'src/content/clinic.yaml photos.gallery[1]',
      'src/content/doctors/thomas-kurian.yaml photo',
      'src/content/services/orthodontics.yaml photo',
    ]);
  });
});

describe('the build refuses a photo it cannot show well', () => {
  const origin = { file: 'src/content/doctors/lakshmi-menon.yaml', field: 'photo' };

  it('when its file is not in src/assets/images', () => {
    expect(photoError(origin, 'dr-menon.jpg', undefined, 'portrait')?.message).toBe(
      'Invalid content in src/content/doctors/lakshmi-menon.yaml:\n  - photo.file: "dr-menon.jpg" is not in src/assets/images',
    );
  });

  it('when it is smaller than the largest size its place shows it at', () => {
    const needed = largestSize('founder');
    expect(needed.height).toBe(needed.width);
    expect(photoError(origin, 'dr.jpg', { width: needed.width - 1, height: 4000 }, 'founder')?.message).toMatch(
      / photo\.file: "dr\.jpg" is 479×4000 pixels, smaller than the 480×480 it is shown at/,
    );
    expect(photoError(origin, 'dr.jpg', { width: 3000, height: 4000 }, 'founder')).toBeUndefined();
    // A photo cropped to its place's proportions needs both: 960 px wide but only 600 high is too small for 4:3.
    expect(photoError(origin, 'front.jpg', { width: 1600, height: 600 }, 'front')).toBeInstanceOf(ContentError);
    expect(photoError(origin, 'front.jpg', { width: 960, height: 720 }, 'front')).toBeUndefined();
    // One shown whole needs its width only.
    expect(photoError(origin, 'room.jpg', { width: 960, height: 300 }, 'enlarged')).toBeUndefined();
  });

  it('so that a 390 px phone at 2.75 pixels a point gets a sharp portrait', () => {
    for (const [kind, css] of [
      ['portrait', 112],
      ['founder', 160],
      ['avatar', 56],
    ] as const)
      expect(largestSize(kind).width).toBeGreaterThanOrEqual(css * 2.75);
  });
});

describe('a picture on the page', () => {
  const picture: Picture = {
    sources: [
      { type: 'image/avif', srcSet: '/a-400.avif 400w, /a-800.avif 800w' },
      { type: 'image/webp', srcSet: '/a-400.webp 400w, /a-800.webp 800w' },
    ],
    src: '/a.jpeg',
    width: 800,
    height: 600,
    sizes: '(min-width: 1024px) 400px, 100vw',
    alt: 'The reception desk',
    placeholder: placeholderClass('#7A5C8E'),
    priority: false,
  };

  it('offers AVIF, then WebP, then a JPEG, waits until it is near, and shows its colour until it comes', () => {
    const html = renderToStaticMarkup(<Photo picture={picture} className="w-full" />);
    expect(html).toBe(
      '<picture class="contents"><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="(min-width: 1024px) 400px, 100vw"/>' +
        '<source type="image/webp" srcSet="/a-400.webp 400w, /a-800.webp 800w" sizes="(min-width: 1024px) 400px, 100vw"/>' +
        '<img src="/a.jpeg" width="800" height="600" alt="The reception desk" loading="lazy" decoding="async" class="ph-7a5c8e w-full"/></picture>',
    );
    expect(placeholderCss([picture, undefined, { ...picture }])).toBe('.ph-7a5c8e{background-color:#7a5c8e}');
  });

  it('is fetched at once, ahead of the rest, on the first screen', () => {
    const html = renderToStaticMarkup(<Photo picture={{ ...picture, priority: true }} />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toMatch(/loading=|decoding=/);
  });

  it('is an illustration as it is', () => {
    const svg = { sources: [], src: '/art.svg', width: 4, height: 3, alt: 'A tooth', priority: false };
    expect(renderToStaticMarkup(<Photo picture={svg} />)).toBe(
      '<img src="/art.svg" width="4" height="3" alt="A tooth" loading="lazy" decoding="async"/>',
    );
  });

  it('each place has widths to choose from, the widest last', () => {
    for (const { widths } of Object.values(pictureKinds)) {
      expect(widths.length).toBeGreaterThan(1);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });
});

describe('a copy string with values', () => {
  it('is one text where words and plain values meet, with no markers between them', () => {
    // As the pages are rendered: React marks where one text ends and the next begins, unless they are one.
    const html = renderToString(
      <p>
        <Template
          text="Since {year} in {town}, {years} years"
          values={{ year: 1993, town: 'Kottayam', years: <b>33</b> }}
        />
      </p>,
    );
    expect(html).toBe('<p>Since 1993 in Kottayam, <b>33</b> years</p>');
  });
});
