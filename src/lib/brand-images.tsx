// Link preview and app icons, drawn at build time from the clinic's mark and facts. Deterministic and offline:
// the font comes from an npm package (no system fonts needed), satori lays the text out as paths, sharp encodes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import css from '@/styles/global.css?raw';
import mark from '../../public/favicon.svg?raw';

/** A colour token of the design (src/styles/global.css), so that images and pages share one palette. */
export function colorToken(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--color-${name} is not defined in src/styles/global.css`);
  return match[1];
}

/** The browser's toolbar colour on phones, and the web app manifest's. */
export const themeColor = colorToken('primary-strong');

export const OG_SIZE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
// satori reads .woff and .ttf, not .woff2; @fontsource/inter ships both.
const font = (weight: 400 | 700) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

const markUri = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

export interface OgFacts {
  name: string;
  tagline: string;
  /** e.g. "Appointments" */
  phoneLabel: string;
  phone: string;
  /** e.g. "Since 1993" */
  since: string;
  /** The site's host name, e.g. www.santhwanamdental.in */
  host: string;
}

/** The 1200×630 JPEG shown when a page is shared on WhatsApp, Facebook or X. */
export async function ogImage(facts: OgFacts): Promise<Buffer> {
  const [regular, bold] = await Promise.all([font(400), font(700)]);
  const svg = await satori(
    <div
      style={{
        width: OG_SIZE.width,
        height: OG_SIZE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 56px',
        color: '#ffffff',
        fontFamily: 'Inter',
        backgroundColor: colorToken('primary-strong'),
        backgroundImage: `linear-gradient(135deg, ${colorToken('primary-strong')} 0%, ${colorToken('primary')} 100%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
        <img src={markUri} width={128} height={128} alt="" style={{ borderRadius: 32 }} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.1 }}>{facts.name}</div>
          <div style={{ fontSize: 30, color: colorToken('primary-soft') }}>{facts.since}</div>
        </div>
      </div>
      <div style={{ fontSize: 52, fontWeight: 700, lineHeight: 1.2, maxWidth: 1000 }}>{facts.tagline}</div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: `4px solid ${colorToken('brand')}`,
          paddingTop: 32,
          fontSize: 34,
        }}
      >
        <div style={{ display: 'flex', gap: 16 }}>
          <span style={{ color: colorToken('primary-soft') }}>{facts.phoneLabel}</span>
          <span style={{ fontWeight: 700 }}>{facts.phone}</span>
        </div>
        <div style={{ fontSize: 28, color: colorToken('primary-soft') }}>{facts.host}</div>
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
  return sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/**
 * The clinic's mark as a square PNG. `opaque` fills the corners with the mark's colour, for the home screen of
 * iPhones and iPads, which round the corners themselves and would paint transparent ones black.
 */
export function iconPng(size: number, { opaque = false } = {}): Promise<Buffer> {
  const image = sharp(Buffer.from(mark), { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  return (opaque ? image.flatten({ background: colorToken('primary') }) : image).png().toBuffer();
}
