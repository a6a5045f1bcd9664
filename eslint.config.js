import js from '@eslint/js';
import globals from 'globals';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const why =
  ' only at build time, and this file runs in the browser (an island, a page script, the service worker) or is in' +
  ' src/lib/, which the browser shares. Build-time code lives in src/build-time/.';
/** What code that also runs in the browser may not import: build-time modules, and the content as the build loads it. */
const buildOnly = [
  { regex: '^node:', message: `Node's modules exist${why}` },
  { regex: '^(sharp|satori|esbuild)$', message: `sharp, satori and esbuild run${why}` },
  { regex: '^astro:(assets|content)$', message: `Astro's image pipeline and content loader run${why}` },
  { regex: '^(@/|(\\.\\.?/)+)build-time(/|$)', message: `src/build-time/ runs${why}` },
  {
    regex: '^@/content$',
    message: `The loaded content (@/content) exists${why} Pass its values in as props or data.`,
    allowTypeImports: true,
  },
];
/** The content model: the editor at /admin runs its rules; the site's pages have no use for them in the browser. */
const model = {
  regex: '^(@/|(\\.\\.?/)+)model(/(?!(locales|validate|days|palette)$)[a-z-]+)?$',
  message:
    'The content model (@/model) brings zod and every rule of the content, for the build and the editor at /admin. ' +
    'Import its types, @/model/locales, @/model/validate, @/model/days or @/model/palette.',
  allowTypeImports: true,
};

export default defineConfig(
  { ignores: ['dist', '.astro', 'node_modules', 'test-results', 'playwright-report', 'vendor'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // Where code runs is where it lives: what the browser runs (the islands, the page scripts, the service worker) and
  // the pure logic of src/lib/ that both sides share never import what only the build can run.
  {
    files: ['src/components/islands/**/*.{ts,tsx}', 'src/scripts/**/*.ts', 'src/sw.ts', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...buildOnly, model] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='glob']",
          message: `import.meta.glob reads the project's files${why}`,
        },
      ],
    },
  },
  // The editor's own script checks what the staff type by the content model's rules.
  {
    files: ['src/scripts/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: buildOnly }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // dependency-cruiser reads its config as CommonJS.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
