import { expect, test, type Page, type Request } from '@playwright/test';
import { builtSite, pageKinds } from '../support/pages';

// What a phone fetches and draws before the visitor does anything, over nginx, HTTP/2 and compressed as sent.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const site = builtSite();
// Every kind of page (tests/support/pages.ts), the 404 pages too.
const routes = pageKinds([...site.pages, ...site.notFound].map((p) => p.route));

/** Every request of a load until the network is quiet, with the bytes it took on the wire. */
async function load(page: Page, path: string) {
  const finished: Request[] = [];
  const record = (request: Request) => finished.push(request);
  page.on('requestfinished', record);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('requestfinished', record);
  return Promise.all(
    finished.map(async (request) => {
      const sizes = await request.sizes();
      return {
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
}

/** Holds the stylesheet's response until `release` is called: the page is drawn as a slow connection would draw it. */
async function holdStylesheet(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const firstContentfulPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

test('the home page first load is at most 200 KB', async ({ page }) => {
  const requests = await load(page, '/');
  const total = requests.reduce((n, r) => n + r.bytes, 0);
  console.log(`home page first load at 390 px: ${requests.length} requests, ${(total / 1024).toFixed(1)} KB`);
  const list = requests.map((r) => `${r.url} ${r.bytes}`).join('\n');
  expect(total, `home page first load ${(total / 1024).toFixed(1)} KB, budget 200 KB:\n${list}`).toBeLessThanOrEqual(
    200 * 1024,
  );
});

test('no page fetches a font file: a phone draws the text in its own Roboto and Noto Sans Malayalam', async ({
  page,
}) => {
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    await page.goto(route, { waitUntil: 'load' });
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => /\.(woff2?|ttf|otf)$/.test(new URL(url).pathname));
    });
    expect(fonts, `${route} fetches fonts`).toEqual([]);
  }
  const family = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/Roboto.*"Noto Sans Malayalam"/);
});

test('every page paints before its stylesheet arrives, its first screen styled by the CSS it carries', async ({
  page,
}) => {
  // One load of every page in turn, each with its stylesheet held back for a moment.
  for (const route of routes) {
    await page.unrouteAll();
    const release = await holdStylesheet(page);
    await page.goto(route, { waitUntil: 'commit' });
    await firstContentfulPaint(page);
    const drawn = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const h1 = document.querySelector('h1')!;
      return {
        stylesheets: [...document.styleSheets].filter((s) => s.href).length,
        header: getComputedStyle(header).position,
        heading: getComputedStyle(h1).fontWeight,
        headingVisible: h1.getBoundingClientRect().height > 0,
      };
    });
    expect(drawn, route).toEqual({ stylesheets: 0, header: 'sticky', heading: '700', headingVisible: true });
    release();
    await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href));
  }
});

test('a page opened at an anchor never shows its content unstyled: it appears with the stylesheet', async ({
  page,
}) => {
  const release = await holdStylesheet(page);
  await page.goto('/#appointment-booking', { waitUntil: 'commit' });
  await firstContentfulPaint(page);
  const target = page.locator('#appointment-booking');
  await expect(target).toHaveCSS('visibility', 'hidden');
  await expect(page.locator('header')).toHaveCSS('visibility', 'visible');
  release();
  await expect(target).toHaveCSS('visibility', 'visible');
  await expect(target).toBeInViewport();
});

test('the full stylesheet moves nothing on the first screen (layout shift under 0.01)', async ({ page }) => {
  for (const route of ['/', '/contact', '/ml', '/ml/contact', '/about', '/ml/services']) {
    await page.goto(route, { waitUntil: 'networkidle' });
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!e.hadRecentInput) total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    console.log(`${route}: cumulative layout shift ${shift.toFixed(4)}`);
    expect(shift, `${route}: cumulative layout shift`).toBeLessThanOrEqual(0.01);
  }
});
