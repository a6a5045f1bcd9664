/**
 * What the browser styles and lays out only as it nears the viewport (content-visibility: auto in global.css): the
 * sections below the first screen, the footer, and the service cards and the home page's treatment cards (marked
 * data-draw-later), whose grids on a phone run several screens down from the second section. src/scripts/site.ts
 * draws them one at a time once the page has loaded; global.css writes the same selector, and the critical CSS keeps
 * that rule (src/integrations/critical-css.ts).
 */
export const drawnLater = 'main > section ~ section ~ section, body > footer, [data-draw-later]';
