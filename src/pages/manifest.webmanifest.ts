// The web app manifest: the name, colours and icons a phone uses when the site is added to its home screen.
import type { APIRoute } from 'astro';
import { clinic } from '@/content';
import { defaultLocale, languageTags } from '@/content/locales';
import { colorToken, themeColor } from '@/lib/brand-images';
import { assets, routes } from '@/lib/routes';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: clinic.name,
      short_name: clinic.shortName,
      description: clinic.tagline[defaultLocale],
      lang: languageTags[defaultLocale],
      start_url: routes.home,
      scope: routes.home,
      display: 'browser',
      theme_color: themeColor,
      background_color: colorToken('surface'),
      icons: [
        { src: assets.favicon, type: 'image/svg+xml', sizes: 'any' },
        { src: assets.icon192, type: 'image/png', sizes: '192x192' },
        { src: assets.logo, type: 'image/png', sizes: '512x512' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
