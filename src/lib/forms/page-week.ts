// The clinic's week in the browser. Every page carries it once, as a JSON block in its head that BaseLayout.astro
// writes from the hours model for the live opening status; the booking form reads that block rather than a second
// copy in its island's props, which the Malayalam home page has no bytes for (docs/architecture.md, "The forms").
import type { ClinicWeek } from './rules';

/** The id of the block, written by BaseLayout.astro. */
export const weekBlockId = 'open-status-data';

/** The week the page carries, in the page's language; null where there is none. */
export function pageWeek(): ClinicWeek | null {
  const block = document.getElementById(weekBlockId);
  return block?.textContent ? (JSON.parse(block.textContent) as ClinicWeek) : null;
}
