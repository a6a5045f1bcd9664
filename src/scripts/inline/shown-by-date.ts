// Runs right after the parts of a page that are shown only between two days (a notice, the holidays ahead, a fee from a
// date: data-shown-from and data-shown-until, ISO dates in clinic time), while what follows is not yet parsed: each is
// shown or hidden by the page's own clock before it is drawn, so that a page built days ago shows what applies today
// and nothing moves. The build has shown them as on its own day, which is what a browser without JavaScript keeps.
import { clinicToday, shownOn } from '@/lib/dates';

const today = clinicToday(new Date());
for (const part of document.querySelectorAll<HTMLElement>('[data-shown-from],[data-shown-until]'))
  part.hidden = !shownOn(today, part.dataset.shownFrom, part.dataset.shownUntil);
