import { join } from 'node:path';
import type { Page, Request, Response } from '@playwright/test';
import { contentOf, copy, type Locale } from '../support/content';
import { compactWeek, weeklySchedule } from '@/lib/hours';
import { choiceValue } from '@/lib/forms/booking';
import { expectBookingChoices, expectEnquirySent, expectTimeFollowsTheDay } from '../support/forms';
import { expectPrerendered, pagesOf } from '../support/page-facts';
import { expectCardRowsCentred, pageKinds } from '../support/pages';
import { expectMachineReadable } from '../support/seo';
import { expectClinicName, expectFloatingActions, expectFooter } from '../support/shell';
import { expectDatedHours, expectNewFees, expectNotices } from '../support/dated';
import { openingHoursOf } from '../support/weeks';
import { startNginx } from '../../scripts/nginx.mjs';
import { buildPhotoSite } from '../../scripts/photo-site.mjs';
import { readSite } from '../../src/build-time/built-site.mjs';
import { audit, settle } from '../support/axe';
import { expect, test } from '../support/browser';
import { builtPhotoSite } from '../support/photo-site';

// The second clinic's site (tests/fixtures/clinic: another week, one phone number, two doctors, four services) as it
// has it with its photos (scripts/photo-site.mjs: a copy of the project with generated photos for every doctor, the
// hero, the clinic's front and gallery, and two services), served by a second nginx with the project's own host
// configs: its photos, and its booking form's week. `npm test` builds the copy beside the other tests
// (tests/support/photo-site.ts); without it, this file builds it first.
const port = Number(process.env.PHOTO_PORT);
// Run in the whole browser (playwright.config.ts): how far ahead Chromium loads a lazy image follows its estimate of
// the connection, which the headless shell lacks (it loads from much farther).
test.use({ baseURL: `https://localhost:${port}` });
// One copy and one server: the tests of this file run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof startNginx>> | undefined;
let dir = '';
test.beforeAll(async () => {
  dir = (await builtPhotoSite()) ?? (await buildPhotoSite()).dir;
  // The project's own nginx config, the same for every clinic: the site's names come with its build.
  server = await startNginx({ port, dist: join(dir, 'dist') });
});
test.afterAll(async () => server?.stop());

/**
 * Chromium fetches a lazy image once it is within 1250 px of the viewport on a fast connection, 2500 px on 3G: a
 * photo farther below than this must wait for the visitor to scroll near it.
 */
const beyondReach = 3000;
/** A phone of the issue's budget: 390 px wide at 2.75 device pixels a CSS pixel. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2.75, isMobile: true, hasTouch: true };
/** What a 390 px phone may be sent, in bytes: each doctor's portrait, the hero, a gallery thumbnail. */
const budgets = [
  { what: 'hero', selector: '[data-parallax] img', bytes: 90 * 1024 },
  { what: 'doctor portrait', selector: '#founder img, #consultants img', bytes: 25 * 1024 },
  { what: 'gallery thumbnail', selector: '#gallery button img', bytes: 20 * 1024 },
];

interface Shown {
  selector: string;
  url: string;
  /** The candidate the browser took, and the narrowest and widest it could have. */
  width: number;
  smallest: number;
  largest: number;
  /** Device pixels across the element. */
  needed: number;
}

/**
 * Opens `path`, checks what is fetched before any scrolling (no photo far below the first screen, no photo of a closed
 * dialog), then brings every photo into view and returns what each one shows, with the photos' responses and the
 * page's layout shifts.
 */
async function visit(page: Page, path: string) {
  const responses = new Map<string, Promise<{ type: string; bytes: number }>>();
  const requested: string[] = [];
  const isPhoto = (url: string) => /\.(avif|webp|jpe?g|png)$/.test(url);
  const onRequest = (r: Request) => isPhoto(r.url()) && requested.push(new URL(r.url()).pathname);
  const onResponse = (r: Response) =>
    isPhoto(r.url()) &&
    responses.set(
      new URL(r.url()).pathname,
      r.body().then((body) => ({ type: r.headers()['content-type'] ?? '', bytes: body.length })),
    );
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });

  const photos = page.locator('picture img');
  const unreached = await photos.evaluateAll(
    (imgs, beyond) =>
      imgs
        .filter((img) => img.closest('dialog') || img.getBoundingClientRect().top > innerHeight + beyond)
        .flatMap((img) =>
          [...img.parentElement!.querySelectorAll('source')].flatMap((s) =>
            s.srcset.split(', ').map((c) => new URL(c.split(' ')[0]!, location.href).pathname),
          ),
        ),
    beyondReach,
  );
  const early = requested.filter((url) => unreached.includes(url));
  const farAway = await photos.evaluateAll(
    (imgs, beyond) => imgs.filter((img) => img.getBoundingClientRect().top > innerHeight + beyond).length,
    beyondReach,
  );

  for (const photo of await photos.all()) {
    if (await photo.evaluate((img) => !!img.closest('dialog'))) continue;
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  page.off('request', onRequest);
  page.off('response', onResponse);
  const sent = new Map(await Promise.all([...responses].map(async ([url, r]) => [url, await r] as const)));
  const shifts = await page.evaluate(() => window.layoutShifts);
  return { responses: sent, requested, early, farAway, shifts, shown: await shownPhotos(page) };
}

declare global {
  interface Window {
    layoutShifts: number;
  }
}

/** Adds up the page's layout shifts, as CLS counts them (not those right after the visitor's input). */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    window.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.layoutShifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** Every photo in view or scrolled past, outside closed dialogs: the candidate taken and what the element needs. */
function shownPhotos(page: Page): Promise<Shown[]> {
  return page.locator('picture img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.currentSrc && img.getClientRects().length > 0)
      .map((img) => {
        const url = new URL(img.currentSrc).pathname;
        const candidates = [...img.parentElement!.querySelectorAll('source')].flatMap((s) =>
          s.srcset.split(', ').map((c) => {
            const [src, w] = c.split(' ');
            return { url: new URL(src!, location.href).pathname, width: parseInt(w!, 10) };
          }),
        );
        const widths = candidates.map((c) => c.width);
        const id = img.closest('[id]')?.id;
        return {
          selector: `${id ? `#${id} ` : ''}img[alt="${img.alt}"]`,
          url,
          width: candidates.find((c) => c.url === url)?.width ?? NaN,
          smallest: Math.min(...widths),
          largest: Math.max(...widths),
          needed: img.clientWidth * devicePixelRatio,
        };
      }),
  );
}

/** What is wrong with the photos of one page: format, width, budget, fetching ahead, layout shifts. */
async function problems(page: Page, path: string, { budgeted }: { budgeted: boolean }) {
  const { responses, requested, early, farAway, shifts, shown } = await visit(page, path);
  const wrong: string[] = [];
  const budgetsMet: string[] = [];
  if (!shown.length) wrong.push(`${path}: no photo shown`);
  for (const photo of shown) {
    const response = responses.get(photo.url);
    const where = `${path} ${photo.selector} (${photo.url})`;
    if (response?.type !== 'image/avif') wrong.push(`${where}: sent as ${response?.type}, not AVIF`);
    // Never more than a quarter more pixels than shown, unless it is the smallest; never a blur, unless the largest.
    if (photo.width > photo.needed * 1.25 && photo.width > photo.smallest)
      wrong.push(`${where}: ${photo.width} px wide for ${Math.round(photo.needed)} device pixels`);
    if (photo.width < photo.needed / 1.25 && photo.width < photo.largest)
      wrong.push(`${where}: ${photo.width} px wide, blurred over ${Math.round(photo.needed)} device pixels`);
  }
  if (budgeted)
    for (const { what, selector, bytes } of budgets) {
      const urls = await page
        .locator(selector)
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => i.currentSrc && new URL(i.currentSrc).pathname));
      if (urls.length) budgetsMet.push(what);
      for (const url of urls) {
        const sent = responses.get(url)?.bytes ?? 0;
        if (sent > bytes)
          wrong.push(`${path}: ${what} ${url} is ${(sent / 1024).toFixed(1)} KB, budget ${bytes / 1024}`);
      }
    }
  // Chromium takes AVIF: the WebP and JPEG files are for other browsers.
  for (const url of requested.filter((u) => !u.endsWith('.avif') && !u.endsWith('.svg')))
    wrong.push(`${path}: fetched ${url}`);
  for (const url of early) wrong.push(`${path}: ${url} fetched before the visitor came near it`);
  if (shifts > 0.01) wrong.push(`${path}: layout shifted by ${shifts.toFixed(3)}`);
  return { wrong, farAway, budgetsMet };
}

test.describe('photos on a 390 px phone', () => {
  test.use(phone);

  test('each is AVIF at the width it is shown at, within its budget, fetched when near, and nothing shifts', async ({
    watched: page,
  }) => {
    await watchLayoutShifts(page);
    const wrong: string[] = [];
    const checked = { farAway: [] as string[], budgets: new Set<string>() };
    for (const path of ['/', '/about', '/doctors', '/services']) {
      const found = await problems(page, path, { budgeted: true });
      wrong.push(...found.wrong);
      if (found.farAway) checked.farAway.push(path);
      found.budgetsMet.forEach((what) => checked.budgets.add(what));
    }
    expect(wrong).toEqual([]);
    // The checks above had something to judge: photos far down a page, and a photo of each budget.
    expect(checked.farAway.length).toBeGreaterThan(0);
    expect([...checked.budgets].sort()).toEqual(budgets.map((b) => b.what).sort());
  });
});

test.describe('photos at 1280 px', () => {
  test('each is AVIF at the width it is shown at, fetched when near, and nothing shifts', async ({ watched: page }) => {
    await watchLayoutShifts(page);
    const wrong: string[] = [];
    const { services } = contentOf(dir);
    for (const path of ['/ml', '/ml/about', '/ml/doctors', '/ml/services', `/services/${services[0]!.slug}`])
      wrong.push(...(await problems(page, path, { budgeted: false })).wrong);
    expect(wrong).toEqual([]);

    // The hero's photo drifts up as the page scrolls, as the illustration did: a fifth of the distance scrolled. The
    // distance is read back, as the browser may adjust it (the header shrinks once the page is scrolled).
    await page.goto('/');
    await expect(page.locator('[data-parallax] picture')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect
      .poll(() =>
        page.locator('[data-parallax]').evaluate((el) => {
          const drift = -new DOMMatrix(getComputedStyle(el).transform).m42;
          return window.scrollY > 0 && Math.abs(drift - Math.min(window.scrollY, 500) / 5) < 0.5;
        }),
      )
      .toBe(true);
  });
});

test.describe('cards in rows', () => {
  test('its services, facilities and guides: a short last row is centred at 1280 and 800 px', async ({
    watched: page,
  }) => {
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      const { guides } = contentOf(dir);
      await expectCardRowsCentred(page, ['/services', '/about', '/doctors', ...(guides.length ? ['/guides'] : [])]);
    }
  });
});

test.describe('the gallery', () => {
  test('opens a photo large in a modal dialog by keyboard; Escape, its button or a click beside it closes it, and focus goes back', async ({
    watched: page,
  }) => {
    const words = copy.en.about.gallery;
    await page.goto('/about');
    const thumbnails = page.locator('#gallery').getByRole('button', { name: words.open });
    await expect(thumbnails).toHaveCount(4);
    const first = thumbnails.first();
    const description = (await first.locator('img').getAttribute('alt'))!;
    await expect(first).toHaveAccessibleName(`${words.open} ${description}`);

    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: description });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    const close = dialog.getByRole('button', { name: words.close });
    await expect(close).toBeFocused();
    // The large photo comes now, as wide as the dialog shows it.
    const large = dialog.locator('img');
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    expect(await large.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    // The page behind is out of reach: Tab goes from the close button to the browser's own controls and back.
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Tab');
      const behind = await page.evaluate(
        () => document.activeElement !== document.body && !document.activeElement?.closest('dialog[open]'),
      );
      expect(behind, 'focus on the page behind the dialog').toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    // The next photo, by Tab and Space; closed with its button, by keyboard.
    await page.keyboard.press('Tab');
    const second = thumbnails.nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press(' ');
    const secondDialog = page.getByRole('dialog', { name: (await second.locator('img').getAttribute('alt'))! });
    await expect(secondDialog).toBeVisible();
    await expect(secondDialog.getByRole('button', { name: words.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(secondDialog).toBeHidden();
    await expect(second).toBeFocused();

    // A click beside the photo, on the dimmed page, closes it too.
    await second.click();
    await expect(secondDialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(secondDialog).toBeHidden();
  });
});

/** Audits, as loaded, one page of each kind (tests/support/pages.ts) in `locale` that the build wrote, 404s aside. */
async function auditEveryKind(page: Page, locale: Locale) {
  const paths = pageKinds(readSite(join(dir, 'dist')).pages.map((p: { route: string }) => p.route));
  for (const path of paths.filter((p) => (/^\/ml(\/|$)/.test(p) ? 'ml' : 'en') === locale))
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      await audit(page, path, 'loaded');
    });
}

test.describe('accessibility, in English on a 390 px phone', () => {
  test.use(phone);

  test('every kind of page passes axe, with its photos', async ({ watched: page }) => {
    await auditEveryKind(page, 'en');
  });
});

test.describe('accessibility, in Malayalam at 1280 px', () => {
  test('every kind of page passes axe, and the About page with a gallery photo open', async ({ watched: page }) => {
    await auditEveryKind(page, 'ml');
    await page.goto('/ml/about');
    await page.locator('#gallery [data-gallery-open]').first().click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await audit(page, '/ml/about', 'a gallery photo open');
  });
});

test.describe('what every page of the second clinic says, before any script runs', () => {
  test('its title, one h1, the texts of its content and the shell’s facts', async ({ request }) => {
    const content = contentOf(dir);
    for (const facts of pagesOf(content)) await test.step(facts.path, () => expectPrerendered(request, facts, content));
  });

  test('to search engines and link previews: canonical, preview tags and structured data from its content', async ({
    request,
  }) => {
    const content = contentOf(dir);
    for (const facts of pagesOf(content))
      await test.step(facts.path, () => expectMachineReadable(request, facts, content));
  });
});

test.describe('the second clinic’s shell and enquiry form', () => {
  test('the footer and the floating buttons give its own services, numbers, week and links', async ({
    watched: page,
  }) => {
    const content = contentOf(dir);
    await page.goto('/doctors');
    await expectFooter(page, content);
    await expectClinicName(page, content.clinic);
    await expectFloatingActions(page, content.clinic);
  });

  test('the enquiry form sends to its own WhatsApp number, in either language, and offers its phone', async ({
    watched: page,
  }) => {
    const { clinic } = contentOf(dir);
    await expectEnquirySent(page, clinic, '/contact');
    await expectEnquirySent(page, clinic, '/ml/contact');
  });
});

test.describe('the second clinic’s booking form', () => {
  test('offers its own choices, in its patients’ words, in both languages', async ({ watched: page }) => {
    await expectBookingChoices(page, contentOf(dir).bookingChoices);
  });

  test('offers on each day only that day’s sessions, named by their start, takes each, and sends it as shown', async ({
    watched: page,
  }) => {
    const { clinic, bookingChoices } = contentOf(dir);
    await expectTimeFollowsTheDay(page, clinic.hours, choiceValue(bookingChoices.at(-1)!));
  });
});

test.describe('the second clinic’s week', () => {
  test('the info bar, the footer and the structured data show its own sessions, days and closures', async ({
    watched: page,
  }) => {
    const { clinic } = contentOf(dir);
    await page.goto('/contact');
    const words = copy.en.shell;
    await expect(page.getByRole('complementary', { name: words.infoBar.label })).toContainText(
      compactWeek(clinic.hours, words.hours),
    );
    const footer = page.locator('footer');
    for (const row of weeklySchedule(clinic.hours, words.hours))
      await expect(footer).toContainText(`${row.days}: ${row.sessions.join(' and ') || 'Closed'}`);
    // Search engines are told the same week, session by session, from the content file.
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = data.flatMap((json) => (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph']);
    const dentist = graph.find((node) => node['@type'] === 'Dentist')!;
    expect(dentist.openingHoursSpecification).toEqual(openingHoursOf(clinic.hours));
  });

  test('its dates of their own hours, its notices and its new fees follow the page’s clock, before, during and after', async ({
    watched: page,
  }) => {
    const { clinic, fees } = contentOf(dir);
    await expectDatedHours(page, clinic);
    await expectNotices(page, clinic, ['/', '/fees', '/ml/contact']);
    await expectNewFees(page, fees);
  });
});
