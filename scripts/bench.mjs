// Speed benchmark: serves the build in dist/ with nginx and deploy/nginx.conf over HTTPS, as production does
// (scripts/nginx.mjs), and runs Lighthouse (mobile preset, default simulated throttling) on every page of the build and
// the 404 pages, N times each; prints one row per route with the medians. With --photos, the site as a clinic with
// photos has it instead (scripts/photo-site.mjs builds it), on /, /about and /doctors unless paths are given.
// Usage: npm run bench [-- --runs 3] [--desktop] [--photos] [--json reports/bench.json] [/ /contact …]
// BENCH_PORT chooses the loopback port (default 4545).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { readSite } from '../src/build-time/built-site.mjs';
import { audit, launchChromium } from './lighthouse.mjs';
import { startNginx } from './nginx.mjs';
import { buildPhotoSite } from './photo-site.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    desktop: { type: 'boolean', default: false },
    photos: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const preset = values.desktop ? 'desktop' : 'mobile';
const port = Number(process.env.BENCH_PORT ?? 4545);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Transfer bytes of one load, in total and by kind, from Lighthouse's network-requests audit. */
function transfer(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const kinds = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'img', Font: 'font' };
  const bytes = { total: 0, html: 0, css: 0, js: 0, img: 0, font: 0 };
  for (const item of items) {
    bytes.total += item.transferSize ?? 0;
    const kind = kinds[item.resourceType];
    if (kind) bytes[kind] += item.transferSize ?? 0;
  }
  return { requests: items.length, ...bytes };
}

/** The figures of one run. */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    ...transfer(lhr),
  };
}

const columns = [
  ['route', 36, (r) => r.path],
  ['perf', 4, (r) => r.performance],
  ['a11y', 4, (r) => r.accessibility],
  ['bp', 3, (r) => r['best-practices']],
  ['seo', 3, (r) => r.seo],
  ['FCP s', 5, (r) => (r.fcp / 1000).toFixed(2)],
  ['LCP s', 5, (r) => (r.lcp / 1000).toFixed(2)],
  ['TBT ms', 6, (r) => Math.round(r.tbt)],
  ['CLS', 5, (r) => r.cls.toFixed(3)],
  ['SI s', 4, (r) => (r.si / 1000).toFixed(1)],
  ['req', 3, (r) => r.requests],
  ['total KB', 8, (r) => kb(r.total)],
  ['HTML', 5, (r) => kb(r.html)],
  ['CSS', 5, (r) => kb(r.css)],
  ['JS', 5, (r) => kb(r.js)],
  ['img', 5, (r) => kb(r.img)],
  ['font', 5, (r) => kb(r.font)],
];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const row = (cells) => `| ${cells.map((c, i) => String(c).padEnd(columns[i][1])).join(' | ')} |`;

const photoSite = values.photos ? await buildPhotoSite({ log: console.log }) : undefined;
if (photoSite) console.log(`bench: the site with photos built in ${photoSite.seconds.toFixed(1)} s\n`);
const dist = photoSite?.dist ?? 'dist';
const server = await startNginx({ port, dist: photoSite?.dist });
const base = server.url;
let chrome;
const stop = () => {
  if (chrome) process.kill(chrome.pid);
  server.stop().then(() => process.exit(130));
};
process.once('SIGINT', stop).once('SIGTERM', stop);
try {
  const site = readSite(dist);
  const notFound = new Set(site.notFound.map((p) => p.route));
  const everyPage = photoSite ? ['/', '/about', '/doctors'] : [...site.pages.map((p) => p.route), ...notFound];
  const paths = positionals.length ? positionals : everyPage;
  chrome = await launchChromium();
  console.log(
    `Lighthouse ${preset}, median of ${runs} run(s) per route, ${base} (nginx with deploy/nginx.conf)${photoSite ? ', with photos' : ''}\n`,
  );
  console.log(row(columns.map(([name]) => name)));
  console.log(row(columns.map(([, width]) => '-'.repeat(width))));
  const results = [];
  let done = 0;
  for (const path of paths) {
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      process.stderr.write(`[${++done}/${paths.length * runs}] ${path} run ${run}/${runs}\n`);
      const measure = async () =>
        figures(await audit(chrome, new URL(path, base).href, { categories, preset, notFound: notFound.has(path) }));
      let sample = await measure();
      // Now and then Lighthouse cannot finish a run (its metrics come back empty): that run is made again, once.
      if (!Number.isFinite(sample.fcp)) sample = await measure();
      samples.push(sample);
    }
    const keys = Object.keys(samples[0]);
    const result = { path, ...Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])), samples };
    results.push(result);
    console.log(row(columns.map(([, , cell]) => cell(result))));
    if (values.json) {
      mkdirSync(dirname(values.json), { recursive: true });
      writeFileSync(values.json, JSON.stringify({ preset, runs, base, results }, null, 2));
    }
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
