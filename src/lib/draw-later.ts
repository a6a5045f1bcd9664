/**
 * What the browser styles and lays out only as it nears the viewport (content-visibility: auto, in a rule that
 * BaseLayout.astro writes into every page): the sections after the page's first screen, the footer, and the service
 * cards and the home page's treatment cards (marked data-draw-later), whose grids on a phone run several screens down.
 * On a phone, laying them all out at once was the page's longest task. src/scripts/site.ts draws them one at a time
 * once the page has loaded, so that every position on the page is exact before a link leads there.
 */
export const drawnLater = 'main > section, body > footer, [data-draw-later]';
