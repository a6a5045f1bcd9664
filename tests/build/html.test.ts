import { readFileSync, readdirSync } from 'node:fs';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { readSite } from '../../src/build-time/built-site.mjs';

const site = readSite('dist');
const validator = new HtmlValidate(new FileSystemConfigLoader());

test('every built page is valid HTML (html-validate, .htmlvalidate.mjs): 0 errors', async () => {
  const pages = [...site.pages, ...site.notFound];
  const errors: string[] = [];
  for (const page of pages) {
    const report = await validator.validateFile(`dist${page.file}`);
    for (const result of report.results)
      for (const m of result.messages)
        if (m.severity === 2) errors.push(`dist${page.file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  console.log(`html-validate: ${pages.length} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
  expect(pages.length).toBeGreaterThan(10);
});

test('the pages are free of the editor: no page or script of the site names or loads Decap CMS', () => {
  const shipped = [...site.pages, ...site.notFound].map((p) => p.file).concat(site.assets, site.files);
  expect(shipped.some((f) => f.startsWith('/admin'))).toBe(false);
  const mentions = shipped.filter((f) => /decap|netlify-cms|\/admin\b/i.test(readFileSync(`dist${f}`, 'latin1')));
  expect(mentions).toEqual([]);
  // The editor is there, apart: its page, its settings and the CMS's own build.
  expect(readdirSync('dist/admin')).toEqual(expect.arrayContaining(['index.html', 'config.yml', 'decap-cms.js']));
  const sitemaps = readdirSync('dist').filter((f) => f.startsWith('sitemap'));
  for (const file of sitemaps) expect(readFileSync(`dist/${file}`, 'utf8')).not.toContain('/admin');
});
