// The layers of src/ and what each may import, type imports included; checked by tests/unit/layers.test.ts (and by
// `npx depcruise src`). From the top: the pages and layouts, with what runs only at build time (src/build-time/,
// src/integrations/); the sections and the shell (components/sections, components/layout); the form islands
// (components/islands); the facts of the clinic drawn one way each (components/facts); the kit of primitives
// (components/ui); the logic the browser shares (src/lib/) and the interface's words (src/copy/); at the bottom the
// content model (src/model/). A layer imports only from the layers below it.
/** A pattern for files in any of `folders` (under src/). */
const inAny = (...folders) => `^src/(${folders.join('|')})/`;
/** What runs only at build time, and the pages. */
const buildSide = ['pages', 'layouts', 'build-time', 'integrations'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-reaches-build-only',
      comment:
        'What the browser runs (the islands, the page scripts, the service worker) and the logic of src/lib/ that it ' +
        "shares never reach, through any chain of imports, what only the build can run: src/build-time/, Node's " +
        "modules, sharp, satori, esbuild or Astro's content loader and image pipeline.",
      severity: 'error',
      from: { path: '^src/(components/islands/.+\\.tsx?|scripts/.+|sw\\.ts|lib/.+)$' },
      to: {
        reachable: true,
        path: ['^src/(build-time|integrations)/', '^src/content\\.config\\.ts$', '^node:', '^(sharp|satori|esbuild)$'],
        pathNot: ['^src/scripts/admin/'],
      },
    },
    {
      name: 'model-is-the-bottom',
      comment: 'The content model (src/model/) imports nothing of the site: the editor and the build both load it.',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { path: '^src/', pathNot: '^src/model/' },
    },
    {
      name: 'copy-reads-the-model-only',
      comment: "The interface's words (src/copy/) may name the model's types, nothing else of the site.",
      severity: 'error',
      from: { path: '^src/copy/' },
      to: { path: '^src/', pathNot: '^src/(copy|model)/' },
    },
    {
      name: 'lib-below-components',
      comment: 'src/lib/ is the logic pages, components and the browser share: it imports no component or page.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: [inAny('components', 'scripts', ...buildSide)] },
    },
    {
      name: 'ui-is-the-kit',
      comment:
        'components/ui/ holds the primitives (a card, a badge, a link, a field), which know no clinic: they import ' +
        'src/lib/ and the locales, never the content model or a component above them.',
      severity: 'error',
      from: { path: '^src/components/ui/' },
      to: {
        path: [
          inAny('components/(sections|layout|islands|facts)', 'scripts', ...buildSide),
          '^src/model/(?!locales\\.ts$)',
        ],
      },
    },
    {
      name: 'facts-below-sections',
      comment:
        'components/facts/ draws one fact of the clinic each, from the kit; never a section, the shell or an island.',
      severity: 'error',
      from: { path: '^src/components/facts/' },
      to: { path: [inAny('components/(sections|layout|islands)', 'scripts', ...buildSide)] },
    },
    {
      name: 'islands-below-sections',
      comment:
        'An island runs in the browser: it imports the kit, the facts and src/lib/, never a section or the shell.',
      severity: 'error',
      from: { path: '^src/components/islands/' },
      to: { path: [inAny('components/(sections|layout)', 'scripts', 'build-time', 'integrations')] },
    },
    {
      name: 'components-below-pages',
      comment:
        'Sections and the shell are drawn from props: a page gives them what the build found (its context, its ' +
        'pictures); they import nothing that runs only at build time, types included.',
      severity: 'error',
      from: { path: '^src/components/(sections|layout)/' },
      to: { path: [inAny('scripts', ...buildSide)] },
    },
  ],
  options: {
    // Type imports are edges too: a layer's types come from below it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
