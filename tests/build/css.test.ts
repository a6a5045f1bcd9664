import { readFileSync, readdirSync } from 'node:fs';

// The forms' looks live in component classes of the stylesheet (src/styles/global.css), which the forms' code names:
// what a class promises must be in the built stylesheet.
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
