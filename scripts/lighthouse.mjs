// Lighthouse scores of a served build, route by route, with Debian's Chromium (no browser download).
// Usage: node scripts/lighthouse.mjs http://localhost:4540 [--categories seo,accessibility] [--preset desktop]
//        [--min 100] [/about /contact …]
// Without paths it audits every page the site's sitemap lists. Writes reports/lighthouse.json; with --min, exits 1
// when a score is below it. Serve the build first: npx astro build && node scripts/nginx.mjs --port 4540
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from './chromium.mjs';

/** The paths of every page in the sitemap of the site served at `base` (its <loc>s name the production host). */
export async function sitemapPaths(base) {
  const locs = async (path) =>
    [...(await (await fetch(new URL(path, base))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
  return (await Promise.all((await locs('/sitemap-index.xml')).map(locs))).flat();
}

/** Debian's Chromium, started once for a series of audits. */
export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    // The tests' nginx serves HTTPS with a certificate made at its start.
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumLaunchOptions.args],
    handleSIGINT: false,
  });

/**
 * What Lighthouse clears for the origin before each run: its defaults and the page's localStorage as well, so that
 * every run is a first visit. The site keeps a flag there once a page has loaded its stylesheet and font, and later
 * pages then take the stylesheet before their first paint (src/integrations/critical-css.ts); left in place, it would
 * make every run after the first a returning visit whose browser cache Lighthouse has emptied, a visitor who does
 * not exist.
 */
export const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];

/**
 * One Lighthouse run of `url` in the running Chromium: its report (lhr), mobile preset unless `preset` is desktop.
 * `notFound` for a 404 page, which answers with status 404 as it should and which Lighthouse otherwise refuses.
 */
export async function audit(chrome, url, { categories, preset = 'mobile', notFound = false }) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      clearStorageTypes,
      ignoreStatusCode: notFound,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  return result.lhr;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      categories: { type: 'string', default: 'performance,accessibility,best-practices,seo' },
      preset: { type: 'string', default: 'mobile' },
      min: { type: 'string' },
    },
  });
  const [base = 'http://localhost:4321', ...given] = positionals;
  const categories = values.categories.split(',').map((c) => c.trim());

  const paths = given.length ? given : await sitemapPaths(base);
  const chrome = await launchChromium();
  const results = [];
  try {
    for (const path of paths) {
      const lhr = await audit(chrome, new URL(path, base).href, { categories, preset: values.preset });
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      // What cost points: each scored audit of the chosen categories that did not pass, with its title.
      const failing = categories.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${c}: ${a.id} (${a.title})`),
      );
      results.push({ path, scores, failing });
      console.log(`${path.padEnd(36)} ${categories.map((c) => `${c} ${scores[c]}`).join('  ')}`);
      for (const line of failing) console.log(`    ${line}`);
    }
  } finally {
    await chrome.kill();
  }

  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/lighthouse.json', JSON.stringify({ base, preset: values.preset, results }, null, 2));
  const min = values.min === undefined ? undefined : Number(values.min);
  const below = min === undefined ? [] : results.filter((r) => Object.values(r.scores).some((s) => s < min));
  if (below.length) {
    console.error(`\n${below.length} route(s) below ${min}: ${below.map((r) => r.path).join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
