// html-validate for every built page (tests/build/html.test.ts). The rules turned off or relaxed concern how React
// and Astro write markup, not what a browser reads.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // <img/>, novalidate="", hidden="": React's spelling; all are the same attributes and elements to a browser.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes popoverTarget in camelCase; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React's useId ids start with "_", valid in HTML.
    'valid-id': ['error', { relaxed: true }],
    // A named list ("What is included") is allowed; the rule only advises against naming plain elements.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Phone numbers are short enough not to wrap; their spaces come from the content files.
    'tel-non-breaking': 'off',
  },
};
