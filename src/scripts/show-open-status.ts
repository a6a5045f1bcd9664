// "Open now · closes 1:00 PM": the live status is computed here, in clinic time, from the hours and words of the
// page's language that BaseLayout.astro writes into the page's head. No React and no content files needed.
import { openStatus, type OpenStatusData } from '@/lib/open-status';

/** Shows the live status in every element that asks for it, and keeps it current. */
export function showOpenStatus(data: OpenStatusData) {
  const targets = document.querySelectorAll<HTMLElement>('[data-open-status]');
  if (!targets.length) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    clearTimeout(timer);
    const { open, text } = openStatus(data, new Date());
    targets.forEach((el) => {
      el.textContent = text;
      el.dataset.state = open ? 'open' : 'closed';
    });
    // Again just after the next minute begins, so that "closes 1:00 PM" turns at 1:00 PM.
    timer = setTimeout(refresh, 60_000 - (Date.now() % 60_000) + 50);
  };
  refresh();
  // Timers sleep in a background tab; a tab brought back shows the status of now, not of when it was left.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refresh());
}
