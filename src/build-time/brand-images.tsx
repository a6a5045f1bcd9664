// Link preview, favicon and app icons, drawn at build time from the clinic's logo (or the tooth mark), colours and
// facts. Deterministic and offline: the font comes from an npm package (no system fonts needed), satori lays the text
// out as paths, sharp encodes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { clinic } from '@/content';
import { OG_SIZE } from '@/lib/routes';
import { contentError } from '@/model/validate';
import { toothMarkSvg } from '@/lib/tooth-mark';
import { colorToken } from './clinic-colours';

/**
 * The clinic's mark: its square icon from src/assets/images when the content names one, else its logo, else the tooth
 * mark.
 */
export interface Mark {
  data: Buffer;
  type: 'image/svg+xml' | 'image/png';
  /** The tooth mark, whose square tile is drawn to fill an icon. */
  tooth: boolean;
}

let markFile: Promise<Mark> | undefined;
export function mark(): Promise<Mark> {
  const field = clinic.icon ? 'icon' : 'logo';
  const file = clinic[field];
  // The build runs at the project's root.
  return (markFile ??= file
    ? readFile(join(process.cwd(), 'src/assets/images', file)).then(
        (data) => ({
          data,
          type: /\.svg$/i.test(file) ? ('image/svg+xml' as const) : ('image/png' as const),
          tooth: false,
        }),
        () => {
          throw contentError('src/content/clinic.yaml', [{ field, message: `"${file}" is not in src/assets/images` }]);
        },
      )
    : Promise.resolve({
        data: Buffer.from(toothMarkSvg(colorToken('primary'), colorToken('brand'))),
        type: 'image/svg+xml' as const,
        tooth: true,
      }));
}

/** The mark as a square PNG, the logo contained in it; an SVG drawn at the size asked, not scaled up. */
async function squarePng(size: number, background = { r: 0, g: 0, b: 0, alpha: 0 }): Promise<Buffer> {
  const { data, type } = await mark();
  let density: number | undefined;
  if (type === 'image/svg+xml') {
    const { width = size, height = size } = await sharp(data).metadata();
    density = Math.min(2400, Math.ceil((72 * size) / Math.min(width, height)));
  }
  return sharp(data, { density }).resize(size, size, { fit: 'contain', background }).png().toBuffer();
}

/** The favicon: the mark as SVG; a PNG logo inside an SVG, as the page's icon link names an SVG. */
export async function faviconSvg(): Promise<string> {
  const { data, type } = await mark();
  if (type === 'image/svg+xml') return data.toString('utf8');
  const png = (await squarePng(128)).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${png}"/></svg>`;
}

const require = createRequire(import.meta.url);
// satori reads .woff and .ttf, not .woff2; @fontsource/inter ships both.
const font = (weight: 400 | 700) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

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
  const [regular, bold, { data, type, tooth }] = await Promise.all([font(400), font(700), mark()]);
  // A logo whatever its shape, contained in a square.
  const markUri = tooth
    ? `data:${type};base64,${data.toString('base64')}`
    : `data:image/png;base64,${(await squarePng(208)).toString('base64')}`;
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
        {/* A clinic's own logo on a white tile, as it was drawn to be seen; the tooth mark is a tile itself. */}
        <div
          style={{
            display: 'flex',
            width: 128,
            height: 128,
            padding: tooth ? 0 : 12,
            borderRadius: 32,
            backgroundColor: tooth ? 'transparent' : '#ffffff',
          }}
        >
          <img src={markUri} width={tooth ? 128 : 104} height={tooth ? 128 : 104} alt="" style={{ borderRadius: 32 }} />
        </div>
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
 * The clinic's mark as a square PNG icon. `opaque` fills the corners, for the home screen of iPhones and iPads, which
 * round the corners themselves and would paint transparent ones black, and for the maskable icon, which a home screen
 * may crop to a circle: the tooth mark with its own colour, a clinic's logo on white, inside the circle that is kept.
 */
export async function iconPng(size: number, { opaque = false } = {}): Promise<Buffer> {
  const { tooth } = await mark();
  if (!opaque) return squarePng(size);
  if (tooth)
    return sharp(await squarePng(size))
      .flatten({ background: colorToken('primary') })
      .png()
      .toBuffer();
  const inner = Math.round(size * 0.7);
  const margin = Math.floor((size - inner) / 2);
  return sharp(await squarePng(inner, { r: 255, g: 255, b: 255, alpha: 1 }))
    .extend({
      top: margin,
      left: margin,
      bottom: size - inner - margin,
      right: size - inner - margin,
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}
