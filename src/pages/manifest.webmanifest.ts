// The web app manifest: the name, colours and icons a phone uses when the site is installed (added to its home screen),
// where it opens as an app of its own, offline too (src/sw.ts). The site never asks to be installed: the browser offers it.
import type { APIRoute } from 'astro';
import { clinic } from '@/content';
import { defaultLocale, languageTags } from '@/model/locales';
import { colorToken, themeColor } from '@/build-time/clinic-colours';
import { assets, routes } from '@/lib/routes';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      id: routes.home,
      name: clinic.name,
      short_name: clinic.shortName,
      description: clinic.tagline[defaultLocale],
      lang: languageTags[defaultLocale],
      start_url: routes.home,
      scope: routes.home,
      display: 'standalone',
      theme_color: themeColor,
      background_color: colorToken('surface'),
      icons: [
        { src: assets.favicon, type: 'image/svg+xml', sizes: 'any' },
        { src: assets.icon192, type: 'image/png', sizes: '192x192' },
        { src: assets.logo, type: 'image/png', sizes: '512x512' },
        { src: assets.maskableIcon, type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
