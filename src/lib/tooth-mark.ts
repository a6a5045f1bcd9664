// The tooth mark: the clinic's logo when the content names none (clinic.yaml: logo). One drawing, in the clinic's
// colours: the icon sprite's (with the page's custom properties) and the favicon's and app icons' (with its palette).

/** The mark's shapes on a 64 × 64 square, with its two colours: the tile's and the smile's. */
export const toothMark = (tile: string, smile: string) =>
  `<rect width="64" height="64" rx="16" fill="${tile}"/>` +
  '<path fill="#fff" d="M21.5 14c-5.6 0-9.5 4.6-9.5 10.6 0 4.4 1.6 7.4 3 10.9 1.4 3.5 1.9 8 2.9 12 .8 3.3 2 4.5 3.6 4.5 2.2 0 3-2.3 3.6-5.6.7-3.6 1.4-7.8 4.9-7.8s4.2 4.2 4.9 7.8c.6 3.3 1.4 5.6 3.6 5.6 1.6 0 2.8-1.2 3.6-4.5 1-4 1.5-8.5 2.9-12 1.4-3.5 3-6.5 3-10.9C52 18.6 48.1 14 42.5 14c-4.2 0-6.5 2.4-10.5 2.4S25.7 14 21.5 14Z"/>' +
  `<path fill="none" stroke="${smile}" stroke-width="3" stroke-linecap="round" d="M23 26c2.7 2.6 5.7 3.9 9 3.9s6.3-1.3 9-3.9"/>`;

/** The mark as an SVG file. */
export const toothMarkSvg = (tile: string, smile: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${toothMark(tile, smile)}</svg>`;
