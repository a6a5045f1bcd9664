// "Open now · closes 1:00 PM": the live status is computed here, in clinic time, from the hours the page carries
// in #open-status-data (written at build time in the page's language). No React and no content files needed.
import { openStatus, type OpenStatusData } from '@/lib/open-status';

const source = document.getElementById('open-status-data');
const targets = document.querySelectorAll<HTMLElement>('[data-open-status]');

if (source?.textContent && targets.length) {
  const data = JSON.parse(source.textContent) as OpenStatusData;
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
