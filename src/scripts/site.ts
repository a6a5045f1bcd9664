// The site's script on every page, besides the forms and the contact page's map (src/scripts/map.ts): header, menu,
// live figures and opening status, parallax, drawing the sections below the first screen, booking scroll, focus
// visibility; what the site does offline.
import { countTaps } from '@/lib/count';
import { clinicYear, yearsSince } from '@/lib/dates';
import { drawnLater } from '@/lib/draw-later';
import { pageOpenStatusData } from '@/lib/open-status';
import { showOpenStatus } from './show-open-status';
import { startOffline } from './start-offline';

// A tap on a WhatsApp button or link, or on a phone number, is counted, never who made it (src/lib/count.ts), where
// the clinic's own server counts.
if (import.meta.env.PUBLIC_COUNTING) countTaps();

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

// Figures derived from years ("33 years") are right on the day the page is read, not only the day it was built.
const now = new Date();
document.querySelectorAll<HTMLElement>('[data-years-since]').forEach((el) => {
  el.textContent = String(yearsSince(Number(el.dataset.yearsSince), now));
});
document.querySelectorAll<HTMLElement>('[data-current-year]').forEach((el) => {
  el.textContent = String(clinicYear(now));
});

// "Open now · closes 1:00 PM", from the hours and words of the page's language that the page carries.
const openStatusData = pageOpenStatusData();
if (openStatusData) showOpenStatus(openStatusData);

// The header shrinks once the page is scrolled more than 10 px; the hero background drifts up to 100 px over 500 px.
const header = document.querySelector<HTMLElement>('[data-site-header]');
const parallax = document.querySelector<HTMLElement>('[data-parallax]');
let frame = 0;
const onScroll = () => {
  frame = 0;
  const y = window.scrollY;
  header?.toggleAttribute('data-scrolled', y > 10);
  if (parallax)
    parallax.style.transform = reducedMotion() ? '' : `translate3d(0, ${-Math.min(Math.max(y, 0), 500) / 5}px, 0)`;
};
addEventListener('scroll', () => (frame ||= requestAnimationFrame(onScroll)), { passive: true });
onScroll();

// The small-screen menu is a native popover: it opens just below the header and closes when a link is followed.
const menu = document.getElementById('site-menu');
menu?.addEventListener('beforetoggle', () => {
  if (header) menu.style.setProperty('--menu-top', `${header.getBoundingClientRect().bottom}px`);
});
menu?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a') && menu.matches(':popover-open')) menu.hidePopover();
});

// The sections and cards that content-visibility leaves undrawn until they near the viewport (global.css) are drawn
// one at a time once the stylesheet and the fonts are in, each in an idle moment of its own, so that no task lays out
// the whole page and every position on it is exact before a link leads there. The booking jump draws them at once.
const undrawn = [...document.querySelectorAll<HTMLElement>(drawnLater)];
const draw = (el: HTMLElement) => (el.style.contentVisibility = 'visible');
const drawAll = () => undrawn.splice(0).forEach(draw);
// A busy page still gets each section within half a second.
const idle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 500 }) : setTimeout(callback, 50);
const drawNext = () => {
  const el = undrawn.shift();
  if (!el) return;
  draw(el);
  el.getBoundingClientRect(); // laid out now, in this task
  idle(drawNext);
};
const css = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
new Promise((loaded) => (css?.sheet ? loaded(0) : css?.addEventListener('load', loaded)))
  .then(() => document.fonts.ready)
  .then(() => idle(drawNext));

// /#appointment-booking: after 100 ms, bring the booking section into view (smoothly unless motion is reduced).
const scrollToHash = () => {
  const target = location.hash === '#appointment-booking' && document.getElementById('appointment-booking');
  if (!target) return;
  drawAll();
  setTimeout(() => target.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth' }), 100);
};
scrollToHash();
addEventListener('hashchange', scrollToHash);

// A focused element is never left under the sticky header or the floating buttons once they show (WCAG 2.4.11).
const floating = document.querySelector<HTMLElement>('[data-floating-actions]');
const keepClear = (el: Element | null) => {
  if (!(el instanceof HTMLElement) || el.closest('[data-site-header], [data-floating-actions], #site-menu')) return;
  const box = el.getBoundingClientRect();
  const top = header?.getBoundingClientRect().bottom ?? 0;
  if (box.top < top) return window.scrollBy({ top: box.top - top - 16, behavior: 'instant' });
  const cover = floating?.hasAttribute('data-shown') && floating.getBoundingClientRect();
  if (cover && box.bottom > cover.top && box.right > cover.left && box.left < cover.right)
    window.scrollBy({ top: box.bottom - cover.top + 16, behavior: 'instant' });
};
document.addEventListener('focusin', (event) => keepClear(event.target as Element));

// The floating buttons show once half the first screen has scrolled away (or a shorter page's end is reached), and
// stay: on a phone they would otherwise cover the first screen's own buttons and words (global.css hides them).
const showFloating = () => {
  const end = document.documentElement.scrollHeight - innerHeight;
  if (!floating || scrollY < Math.min(innerHeight / 2, end)) return;
  floating.setAttribute('data-shown', '');
  removeEventListener('scroll', showFloating);
  // The focused element, if any: the page itself is not one.
  if (document.activeElement !== document.body) keepClear(document.activeElement);
};
addEventListener('scroll', showFloating, { passive: true });
showFloating();

// The service worker that keeps the emergency guidance readable offline, registered after the load event, and the
// forms' note while the phone is offline.
startOffline();
