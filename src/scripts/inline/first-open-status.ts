// Runs right after a status line that a phone's first screen shows (the emergency page's "Right now"), while the page
// below it is not yet parsed: the line is written before anything under it is drawn, so nothing moves when it fills.
// The site script then keeps it current (src/scripts/show-open-status.ts), from the same data, in the page's head.
import { openStatus, pageOpenStatusData } from '@/lib/open-status';

const data = pageOpenStatusData();
if (data) {
  const { open, text } = openStatus(data, new Date());
  document.querySelectorAll<HTMLElement>('[data-open-status]').forEach((el) => {
    el.textContent = text;
    el.dataset.state = open ? 'open' : 'closed';
  });
}
