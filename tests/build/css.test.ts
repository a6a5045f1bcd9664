import { readFileSync, readdirSync } from 'node:fs';

// The forms' looks live in component classes of the stylesheet (src/components/ui/fields.css, islands/form/form.css),
// which the forms' code names: what a class promises must be in the built stylesheet.
const sheet = readdirSync('dist/_astro').find((f) => f.endsWith('.css'))!;
const css = readFileSync(`dist/_astro/${sheet}`, 'utf8');

test('the sending spinner turns only where the visitor welcomes motion', () => {
  const animated = [...css.matchAll(/@media\s*\(([^)]*)\)\s*\{[^{}]*\.spinner\{[^}]*animation:/g)].map((m) => m[1]);
  expect(animated).toEqual(['prefers-reduced-motion:no-preference']);
  expect(css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, '')).not.toMatch(/\.spinner\{[^}]*animation/);
});

test('an invalid control is drawn in the danger colours', () => {
  const rule = /\.control\[aria-invalid=true\]\{([^}]*)\}/.exec(css)?.[1];
  expect(rule).toContain('border-color:#b42318');
  expect(rule).toContain('background-color:#fef3f2');
});

test('each page registers inline exactly the custom properties its inline CSS reads, as the stylesheet does', () => {
  const registered = new Map(
    [...css.matchAll(/@property (--[\w-]+)(\{[^{}]*\})/g)].map(([, name, rule]) => [name!, rule!]),
  );
  expect(registered.size).toBeGreaterThan(0);
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.html') && !f.startsWith('admin'),
  );
  const wrong: string[] = [];
  for (const page of pages) {
    const inline = [...readFileSync(`dist/${page}`, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('\n');
    const inlineRules = new Map(
      [...inline.matchAll(/@property (--[\w-]+)(\{[^{}]*\})/g)].map(([, name, rule]) => [name!, rule!]),
    );
    const read = new Set([...inline.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
    for (const [name, rule] of registered)
      if (read.has(name) && inlineRules.get(name) !== rule) wrong.push(`${page}: reads ${name} unregistered`);
    for (const name of inlineRules.keys()) if (!read.has(name)) wrong.push(`${page}: registers ${name}, never read`);
  }
  expect(pages.length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});
