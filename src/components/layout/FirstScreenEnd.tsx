/** The id the head's `rel="expect"` names (BaseLayout.astro): no frame is drawn before the first screen is parsed. */
export const firstScreenEndId = 'first-screen-end';

/**
 * An empty mark right after what a page's first screen shows: its element begins where the first screen ends, and it
 * ends there too, so that browsers that wait for either draw the first screen whole. BaseLayout places it after the
 * first-screen slot; a page whose first screen goes on below it (/book's form) places it itself.
 */
export function FirstScreenEnd() {
  return <div id={firstScreenEndId} hidden />;
}
