import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { readSite } from '../../deploy/site.mjs';

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
