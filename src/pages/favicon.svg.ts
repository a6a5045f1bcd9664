// The favicon: the clinic's logo, or the tooth mark in its colours (src/build-time/brand-images.tsx).
import type { APIRoute } from 'astro';
import { faviconSvg } from '@/build-time/brand-images';

export const GET: APIRoute = async () =>
  new Response(await faviconSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
