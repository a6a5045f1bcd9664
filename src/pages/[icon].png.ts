// PNG icons drawn at build time from the clinic's mark (src/build-time/brand-images.tsx): for browsers without SVG icons, the web app manifest,
// the home screen of iPhones and iPads, and the logo in the structured data.
import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng } from '@/build-time/brand-images';

const icons = {
  'icon-192': { size: 192, opaque: false },
  'icon-512': { size: 512, opaque: false },
  'apple-touch-icon': { size: 180, opaque: true },
  // The tooth sits inside the safe circle a home screen may crop the icon to.
  'icon-maskable-512': { size: 512, opaque: true },
};

export const getStaticPaths = (() =>
  Object.entries(icons).map(([icon, props]) => ({ params: { icon }, props }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { size, opaque } = props as (typeof icons)[keyof typeof icons];
  return new Response(new Uint8Array(await iconPng(size, { opaque })), { headers: { 'Content-Type': 'image/png' } });
};
