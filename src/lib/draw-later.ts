/**
 * What the browser styles and lays out only as it nears the viewport (content-visibility: auto in global.css): the
 * sections below the first screen, the footer, and the cards of the long card grids (marked data-draw-later), which
 * on a phone run several screens down from the second section. src/scripts/site.ts draws them one at a time once the
 * page has loaded; the selector in global.css and in the critical CSS (src/integrations/critical-css.ts) is this one.
 */
export const drawnLater = 'main > section ~ section ~ section, body > footer, [data-draw-later]';
