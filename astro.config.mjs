// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import precompress from './deploy/precompress.mjs';

// The production address; canonical links and the sitemap are built from it.
const site = process.env.SITE_URL ?? 'https://www.santhwanamdental.in';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  // precompress stays last: it compresses what the other integrations have written by then.
  integrations: [react(), precompress()],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
