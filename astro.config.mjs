// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defaultLocale, languageTags } from './src/model/locales.ts';
import iconSpriteFile from './src/integrations/sprite-file.ts';
import { spriteFile } from './src/build-time/icon-sprite.ts';
import brand from './src/integrations/brand.ts';
import criticalCss from './src/integrations/critical-css.ts';
import decapCms from './src/integrations/decap-cms.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import hostConfigs from './src/integrations/host-configs.ts';
import precompress from './src/integrations/precompress.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

// The production address of the site is the clinic's (siteUrl in src/content/clinic.yaml, checked with the rest of the
// content): canonical links, the sitemap, robots.txt, security.txt, link previews, structured data and the nginx
// server names are built from it. SITE_URL overrides it for a build served elsewhere (staging, a local audit).
const clinic = parse(readFileSync(new URL('./src/content/clinic.yaml', import.meta.url), 'utf8'));
const site = process.env.SITE_URL ?? clinic.siteUrl;

/**
 * With module preloading off (below), Vite still wraps each dynamic import in its preload helper, half a KB gzipped in
 * every form page (vitejs/vite#18551); the forms' lazy parts carry no stylesheet of their own (the site has one, linked
 * by every page), so a dynamic import here is the import alone.
 */
/** @type {import('vite').Plugin} */
const noPreloadHelper = {
  name: 'clinic:no-preload-helper',
  enforce: 'pre',
  /** @param {string} id */
  load: (id) =>
    id === '\0vite/preload-helper.js'
      ? { code: 'export const __vitePreload = (load) => load();', moduleSideEffects: false }
      : undefined,
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    sitemap({
      // Not-found and offline pages and the editor are never listed; no lastmod, since a build date is not the date a
      // page changed. Neither are the appointment pages, which are not indexed (a confirmation link, the staff page).
      filter: (page) => !/\/(404|offline|visit|visit\/new)(\.html)?$|^\/admin(\/|$)/.test(new URL(page).pathname),
      // Every page in each language, with hreflang alternates both ways.
      i18n: { defaultLocale, locales: languageTags },
    }),
    // The icon sprite the pages reference, written into dist/_astro/.
    iconSpriteFile(),
    // The clinic's colours in the stylesheet's tokens and in the drawings, which are written into dist/_astro/.
    brand(),
    // Each page's CSS inline; the stylesheet itself after the first paint.
    criticalCss(),
    // The clinic's editor at /admin, from the decap-cms package.
    decapCms(),
    // The service worker that keeps the emergency guidance and the clinic's details readable offline, written after
    // the pages are final.
    serviceWorker(),
    // The host configs that follow the content (nginx's Content-Security-Policy, _headers, _redirects).
    hostConfigs(),
    // A brotli copy of every text file for nginx to send as it is, once every file is final.
    precompress(),
  ],
  vite: {
    plugins: [tailwindcss(), noPreloadHelper],
    // The counts of what patients do go to the clinic's own server only where it keeps them (src/lib/count.ts);
    // elsewhere the code that sends them is left out of the build.
    // The icon sprite's fingerprinted address, which every icon of a page references (src/components/ui/icons.tsx).
    define: {
      'import.meta.env.PUBLIC_COUNTING': JSON.stringify(clinic.counting?.host === 'nginx'),
      'import.meta.env.ICON_SPRITE': JSON.stringify(spriteFile),
    },
    // Terser packs React and the forms a few KB smaller than the default minifier; two passes of its compressor
    // pack them a little smaller still.
    build: {
      // Clinic dates, the word templates and the count of what patients do, a few hundred bytes that the site script
      // and the forms both need, travel in one file: split, they cost the form pages a request and their budget's last
      // bytes.
      rollupOptions: {
        output: {
          manualChunks: (id) =>
            /\/src\/lib\/(dates\.ts|template\.ts|count\.ts|counted\.mjs)$/.test(id) ? 'template' : undefined,
        },
      },
      // The forms' one lazy import (what follows a submit) is asked for at the first focus, long before it is used,
      // and its imports are already loaded: the forms' script needs no preloading of them.
      modulePreload: false,
      minify: 'terser',
      terserOptions: {
        ecma: 2020,
        safari10: false,
        compress: { passes: 2, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
      },
    },
  },
  devToolbar: { enabled: false },
});
