// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defaultLocale, languageTags } from './src/content/locales.ts';
import precompress from './deploy/precompress.mjs';
import iconSprite from './src/integrations/icon-sprite.ts';
import criticalCss from './src/integrations/critical-css.ts';
import fontSubset from './src/integrations/font-subset.ts';
import shortClassNames from './src/integrations/short-class-names.ts';
import fingerprint from './src/integrations/fingerprint.ts';
import openStatusData from './src/integrations/open-status-data.ts';

// The production address of the site, its one setting: canonical links, the sitemap, robots.txt, link previews and
// structured data are all built from it. SITE_URL overrides it for a build served elsewhere (staging, a local audit).
const site = process.env.SITE_URL ?? 'https://www.santhwanamdental.in';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  integrations: [
    react(),
    sitemap({
      // Not-found pages are never listed; no lastmod, since a build date is not the date a page changed.
      filter: (page) => !/\/404(\.html)?$/.test(new URL(page).pathname),
      // Every page in each language, with hreflang alternates both ways.
      i18n: { defaultLocale, locales: languageTags },
    }),
    // The icon sprite the pages reference, written into dist/_astro/.
    iconSprite(),
    // The web font files cut to the characters (and Inter's weights) the site uses; before the CSS is inlined.
    fontSubset(),
    // Each page's critical CSS inline, the full stylesheet loaded without blocking the first paint.
    criticalCss(),
    // Short generated class names in the pages and their CSS: smaller pages, for the first round trip.
    shortClassNames(),
    // Stylesheets renamed after their final content, so that a cached one never outlives a change.
    fingerprint(),
    // precompress stays last: it compresses what the other integrations have written by then.
    precompress(),
  ],
  vite: {
    plugins: [tailwindcss(), openStatusData(), formsWithReact(), noPreloadHelper()],
    build: {
      modulePreload: false,
      // A component's script is always a file of its own, cached and allowed by the CSP's 'self', never written
      // into the page (Astro would inline a small one without imports, such as the contact page's map script).
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      // A component's script keeps the component's name (SiteScriptEn.<hash>.js), not Astro's long internal one: every
      // page names its scripts, so a shorter name is a smaller page.
      rollupOptions: {
        output: {
          entryFileNames: (chunk) =>
            `_astro/${chunk.name.replace(/\.astro_astro_type_script_index_\d+_lang$/, '')}.[hash].js`,
        },
      },
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 2 } },
    },
  },
  devToolbar: { enabled: false },
});

/**
 * Only the pages with a form load React, and only when the form nears the viewport: the code both forms share goes
 * into the same file as React (with the hydration call of src/components/islands/hydrate.ts), so it costs no extra
 * request and compresses with it. The
 * site script and anything it imports stay out of that file, or every page would load React; with what it shares
 * with the forms' scripts it is one chunk.
 * @returns {import('vite').Plugin}
 */
function formsWithReact() {
  const withReact = [
    /\/node_modules\/(react|react-dom|scheduler)\//,
    /\/src\/components\/islands\/(FormParts\.tsx|useFormState\.ts|hydrate\.ts)$/,
    /\/src\/components\/ui\/(Field|Input|Select|Textarea|Button|formIcons|brandPaths)\.tsx?$/,
    /\/src\/lib\/forms\/(rules|format)\.ts$/,
    /\/src\/lib\/(openChat|whatsapp)\.ts$/,
  ];
  const withSiteScript = /\/src\/(lib\/(dates|template|open-status)|scripts\/(site|open-status))\.ts$/;
  let ssr = false;
  return {
    name: 'forms-with-react',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    outputOptions(output) {
      if (ssr) return;
      const chunks = output.manualChunks;
      output.manualChunks = function (id, meta) {
        // The site script, with what it shares with the forms (dates, templates): one chunk for every page, under each
        // language's small entry (src/layouts/SiteScript*.astro), never pulled in with React.
        if (withSiteScript.test(id)) return 'site';
        // The forms' scripts share the code that hydrates them, which pages without a form never load.
        if (/\/src\/lib\/islands\.ts$/.test(id)) return 'islands';
        if (withReact.some((pattern) => pattern.test(id))) return 'client';
        return typeof chunks === 'function' ? chunks.call(this, id, meta) : undefined;
      };
    },
  };
}

/**
 * With modulePreload off, Vite still wraps each dynamic import in a helper that would preload nothing, and ships it
 * (0.6 KB gzipped) on every page. A form's script fetches React and the form side by side itself
 * (src/lib/islands.ts), so the helper is replaced by a plain call.
 * @returns {import('vite').Plugin}
 */
function noPreloadHelper() {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(source) {
      return source === id ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
