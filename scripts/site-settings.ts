// The settings a clinic's site is given once, by whoever sets it up (docs/going-live.md): its address and where the
// editor at /admin saves, written into src/content/clinic.yaml after the content model's own checks. Everything else
// follows from them at the next build: links, sitemap, link previews, the names nginx serves (_names.nginx), the
// editor's settings.
// Usage: npm run site:settings -- [--url https://example.in] [--repository owner/name] [--branch main]
//                                 [--sign-in-site name.netlify.app]
//        npm run site:settings    prints the settings as they are
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseDocument } from 'yaml';
import { clinicFields } from '../src/model';
import { contentProblems } from '../src/model/validate';

const file = 'src/content/clinic.yaml';
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    repository: { type: 'string' },
    branch: { type: 'string' },
    'sign-in-site': { type: 'string' },
  },
});

const doc = parseDocument(readFileSync(file, 'utf8'));
const changes: [string[], string | undefined][] = [
  [['siteUrl'], values.url],
  [['editor', 'repository'], values.repository],
  [['editor', 'branch'], values.branch],
  [['editor', 'signInSite'], values['sign-in-site']],
];
for (const [path, value] of changes) if (value !== undefined) doc.setIn(path, value.trim());

const problems = contentProblems(
  file,
  clinicFields.schema.pick({ siteUrl: true, editor: true }).passthrough(),
  doc.toJS(),
);
if (problems.length) {
  for (const { field, message } of problems) console.error(`${file}: ${field}: ${message}`);
  console.error('site:settings: nothing was written.');
  process.exit(1);
}
if (changes.some(([, value]) => value !== undefined)) writeFileSync(file, doc.toString());
for (const [path] of changes) {
  const value = doc.getIn(path);
  if (value !== undefined) console.log(`${path.join('.')}: ${String(value)}`);
}
