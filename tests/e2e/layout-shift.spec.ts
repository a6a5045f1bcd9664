import { expect, test, type Browser, type Page } from '@playwright/test';
import { clinic, copy, doctors } from '../support/content';
import { builtSite, pageKinds } from '../support/pages';
import { MAX_SHIFT, addDays } from '../support/dated';
import { hhmm } from '../support/weeks';
import { clinicDay, IST_OFFSET_MS, sessionsOnDate } from '@/lib/dates';
import { openStatusData } from '@/lib/hours';
import { visitQuery } from '@/lib/visit';

// Nothing moves as a page loads, at any hour of the clinic's week: every kind of page in both languages, on a phone
// as Lighthouse emulates one (412×823, 150 ms, 1.6 Mbps, the processor slowed 4×), with the clinic's clock at
// opening time, in the lunch break, at night, on a day without sessions and on a closure day, each taken from the
// content's week. What depends on the clock is what the browser writes: the open status (and the appointment of
// /visit, which follows its link: each kind of link is loaded). A page is loaded at every clock when such a part lies
// on its first screen, otherwise once.

test.use({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  // A phone in the clinic's town.
  timezoneId: clinic.hours.timeZone,
});

/** How long the page is watched after it has loaded, its files fetched and its parts written. */
const AFTER_LOAD_MS = 1_000;

const DAY_MS = 86_400_000;
const MIDNIGHT = 24 * 60;
const midway = (from: number, to: number) => Math.floor((from + to) / 2);

interface Clock {
  name: string;
  at: Date;
  /** The day in clinic time, "2026-12-25". */
  date: string;
}

// The week as the site's own hours logic reads it: each weekday's sessions in minutes, Sunday first.
const data = openStatusData(clinic.hours, copy.en.shell.hours, copy.en.shell.status, 'en');

/** `minutes` after midnight of `date`, in clinic time. */
const clock = (name: string, date: string, minutes: number): Clock => ({
  name: `${name} (${date} ${hhmm(minutes)})`,
  at: new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000),
  date,
});

/**
 * The clocks of the coming week, from the content's hours: the first day with sessions, in its first session and in
 * its evening; the first break between two sessions; the first day without sessions; the first dated closure. Each
 * is left out when the clinic's week has none.
 */
function clinicClocks(): Clock[] {
  const today = clinicDay(new Date());
  const days = Array.from({ length: 7 }, (_, i) => {
    const noon = new Date(Date.UTC(today.year, today.month - 1, today.day + 1 + i, 12));
    const date = noon.toISOString().slice(0, 10);
    return { date, sessions: sessionsOnDate(data, date, noon.getUTCDay()) };
  });
  const clocks: Clock[] = [];
  const open = days.find((d) => d.sessions.length);
  const [first, last] = [open?.sessions[0], open?.sessions.at(-1)];
  if (open && first && last) {
    clocks.push(clock('open', open.date, midway(...first)));
    if (last[1] < MIDNIGHT) clocks.push(clock('night', open.date, midway(last[1], MIDNIGHT)));
    else if (first[0] > 0) clocks.push(clock('night', open.date, midway(0, first[0])));
  }
  const lunch = days.flatMap(({ date, sessions }) =>
    sessions.slice(1).flatMap(([opens], i) => {
      const closed = sessions[i]![1];
      return opens > closed ? [clock('break between sessions', date, midway(closed, opens))] : [];
    }),
  )[0];
  if (lunch) clocks.push(lunch);
  const dayOff = days.find((d) => !d.sessions.length && !data.dates[d.date]);
  if (dayOff) clocks.push(clock('a day without sessions', dayOff.date, midway(0, MIDNIGHT)));
  // Each kind of dated day the content lists: one closed all day, one with its own hours (in its last session).
  const closure = clinic.hours.dates.find((d) => !d.sessions.length);
  if (closure) clocks.push(clock(`closed for ${closure.reason.en}`, closure.from, midway(0, MIDNIGHT)));
  const own = clinic.hours.dates.find((d) => d.sessions.length);
  const session = own && data.dates[own.from]?.sessions.at(-1);
  if (own && session) clocks.push(clock(`its own hours for ${own.reason.en}`, own.from, midway(...session)));
  // A notice's first day, and the day after its last (shown, then gone).
  const notice = clinic.notices[0];
  if (notice) {
    clocks.push(clock('a notice shown', notice.from, 9 * 60));
    clocks.push(clock('a notice gone', addDays(notice.until, 1), 9 * 60));
  }
  return clocks;
}

const clocks = clinicClocks();

type VisitLink = 'valid' | 'past' | 'broken';

/** /visit with a link to an appointment a week after the clock, one a week before it, and a broken one. */
function visitLink(kind: VisitLink, { date }: Clock) {
  const time = clinic.hours.sessions[0]?.opens ?? '10:00';
  const day = (offset: number) => new Date(Date.parse(date) + offset * DAY_MS).toISOString().slice(0, 10);
  const doctor = doctors[0] ? { doctor: doctors[0].id } : {};
  if (kind === 'valid') return `?${visitQuery({ date: day(7), time, ...doctor })}`;
  if (kind === 'past') return `?${visitQuery({ date: day(-7), time })}`;
  return `?${new URLSearchParams({ d: date.slice(0, 7), t: time })}`;
}

interface Load {
  route: string;
  visit: VisitLink | undefined;
}

/** /visit with each kind of link; a 404 page where a visitor meets it, at an address that does not exist. */
function loadsOf(route: string): Load[] {
  if (/^(\/ml)?\/visit$/.test(route)) return (['valid', 'past', 'broken'] as const).map((visit) => ({ route, visit }));
  if (route.endsWith('/404')) return [{ route: route.replace(/404$/, 'no-such-page'), visit: undefined }];
  return [{ route, visit: undefined }];
}

// Every kind of page in both languages (tests/support/pages.ts), the 404 pages too.
const site = builtSite();
const loads = pageKinds([...site.pages, ...site.notFound].map((p: { route: string }) => p.route)).flatMap(loadsOf);

declare global {
  interface Window {
    shiftsSeen: { value: number; time: number; sources: string[] }[];
    drawn?: boolean;
  }
}

/**
 * Records every layout shift the page makes as CLS counts them (not those just after the visitor's input), with what
 * moved, and when the page has been drawn up to its stylesheet's link, the last element of its body.
 */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    window.shiftsSeen = [];
    const frame = () => new Promise(requestAnimationFrame);
    new MutationObserver((_, observer) => {
      if (!document.querySelector('link[rel="stylesheet"]')) return;
      observer.disconnect();
      void frame()
        .then(frame)
        .then(() => (window.drawn = true));
    }).observe(document, { childList: true, subtree: true });
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].slice(0, 3).map((c) => `.${c}`);
      return `${node.tagName.toLowerCase()}${id}${classes.join('')} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          window.shiftsSeen.push({
            value: entry.value,
            time: Math.round(entry.startTime),
            sources: entry.sources.map((s) => describe(s.node)),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * A phone on a slow mobile connection, as Lighthouse's mobile preset simulates it: the connection now, the processor
 * slowed 4× by `slow()` (see load()).
 */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { cdp, slow: (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate }) };
}

/**
 * What the browser writes or shows once the page has arrived that depends on the hour and the day: the open status, and
 * the parts shown only between two days (a notice, the holidays ahead, a fee from a coming day). (The
 * booking form wakes with the week's sessions whatever the hour, until a date is chosen; the appointment of /visit
 * depends on its link, loaded in each kind; the years counted from the founding change only with the year.)
 */
const hourly = '[data-open-status], [data-shown-from], [data-shown-until]';

/**
 * Opens `path` at `clock` on a phone of its own, a first visit, and sums its layout shifts from the first paint until
 * it has loaded, written what it writes, woken the forms of its first screen, and a second more has passed. Also says
 * whether a part that depends on the hour lies on the first screen.
 */
async function load(browser: Browser, path: string, clock: Clock) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordShifts(page);
  const { slow } = await throttle(page);
  await page.clock.setFixedTime(clock.at);
  // The stylesheet comes once the page has been drawn up to it, as on a slow connection, where it is asked for only
  // when the end of the page, which links it, has arrived: the first screen is drawn with the CSS the page carries,
  // which must give it the stylesheet's layout. (Not later: Chromium's parser waits for a stylesheet linked in <body>.)
  let release!: () => void;
  const drawn = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await drawn;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  // Chromium slows the processor down by keeping a core busy for as long as it is slowed: it is slowed from the moment
  // the page's first bytes arrive, when the page starts to be read and drawn, not while it only waits for them.
  await slow(4);
  await page.waitForFunction(() => window.drawn);
  release();
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const screen = (el: Element | null | undefined) => (el?.getBoundingClientRect().top ?? Infinity) < innerHeight;
    return (
      [...document.querySelectorAll('[data-open-status]')].every((el) => el.textContent) &&
      // Astro takes `ssr` off an island once it has hydrated (client:visible: a form on the first screen at once).
      [...document.querySelectorAll('astro-island[ssr]')].every((el) => !screen(el.firstElementChild)) &&
      // /visit shows one of its card's parts.
      [...document.querySelectorAll<HTMLElement>('[data-visit]:not([data-visit] *)')].every((_, __, parts) =>
        parts.some((part) => !part.hidden),
      )
    );
  });
  // The second after the load, which only timers and idle work fill, is watched at full speed (a slowed processor keeps
  // a core busy), so that the test's pages do not crowd out each other.
  await slow(1);
  await page.waitForTimeout(AFTER_LOAD_MS);
  const result = await page.evaluate(
    (selector) => ({
      shifts: window.shiftsSeen,
      // A part hidden at this clock is where its parent is.
      hourlyOnFirstScreen: [...document.querySelectorAll<HTMLElement>(selector)].some((el) =>
        [...((el.hidden ? el.parentElement : el.firstElementChild) ?? el).getClientRects()].some(
          (r) => r.top < innerHeight && r.bottom > 0,
        ),
      ),
    }),
    hourly,
  );
  await context.close();
  return result;
}

test.describe('nothing moves as a page loads on a phone, at any hour of the clinic’s week', () => {
  test.skip(clocks.length === 0, 'the content has no hours');
  // One test a page, so that the workers share them, each loading one page at a time: a throttled page keeps a core
  // busy (see load()), and pages loaded side by side would slow each other down.
  for (const { route, visit } of loads)
    test(`${route}${visit ? ` (${visit} link)` : ''}`, async ({ browser }) => {
      const [first, ...others] = clocks as [Clock, ...Clock[]];
      const at = async (clock: Clock) => {
        const path = `${route}${visit ? visitLink(visit, clock) : ''}`;
        const { shifts, hourlyOnFirstScreen } = await load(browser, path, clock);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        const moved = shifts.map((s) => `${s.value.toFixed(4)} at ${s.time} ms: ${s.sources.join(', ')}`).join('\n');
        expect.soft(total, `${path} at ${clock.name}, layout shift:\n${moved}`).toBeLessThanOrEqual(MAX_SHIFT);
        return hourlyOnFirstScreen;
      };
      // The other clocks change only what the browser writes by the hour: a page showing such a part on its first
      // screen is loaded at each of them too. (The appointment of /visit follows its link, loaded in each kind.)
      if ((await at(first)) && !visit) for (const clock of others) await at(clock);
    });
});
