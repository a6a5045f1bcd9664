import { expect, test, type Page, type Request } from '@playwright/test';
import { readSite } from '../../deploy/site.mjs';

// What a phone fetches before the visitor does anything, over nginx, HTTP/2 and compressed as sent (390 px wide).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const english = [...readSite('dist').pages].filter((p) => !/^\/ml(\/|$)/.test(p.route));

/** Every request of a load until the network is quiet, with the bytes it took on the wire. */
async function load(page: Page, path: string) {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(path, { waitUntil: 'networkidle' });
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

test('the home page first load is at most 200 KB', async ({ page }) => {
  const requests = await load(page, '/');
  const total = requests.reduce((n, r) => n + r.bytes, 0);
  console.log(`home page first load at 390 px: ${requests.length} requests, ${(total / 1024).toFixed(1)} KB`);
  const list = requests.map((r) => `${r.url} ${r.bytes}`).join('\n');
  expect(total, `home page first load ${(total / 1024).toFixed(1)} KB, budget 200 KB:\n${list}`).toBeLessThanOrEqual(
    200 * 1024,
  );
});

test('an English page draws its first paint with at most two font files', async ({ page }) => {
  expect(english.length).toBeGreaterThan(5);
  for (const { route } of english) {
    const fonts = (await load(page, route)).filter((r) => r.type === 'font').map((r) => r.url);
    console.log(`${route}: ${fonts.length} font file(s) on load`);
    expect(fonts.length, `${route} loads ${fonts.length} font files: ${fonts.join(', ')}`).toBeLessThanOrEqual(2);
    page.removeAllListeners('requestfinished');
  }
});

test('no request holds the first paint; the full stylesheet, the web fonts and the scripts start once the first screen is painted and loaded, and apply', async ({
  page,
}) => {
  const all = [...readSite('dist').pages, ...readSite('dist').notFound];
  expect(all.length).toBeGreaterThan(10);
  for (const { route } of all) {
    await page.goto(route, { waitUntil: 'load' });
    // The stylesheet and the scripts are added together after the first paint; a script may still be on its way when
    // the stylesheet applies, so the wait is for both to have arrived.
    await page.waitForFunction(() => {
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const scripts = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
      return (
        sheets.length > 0 && sheets.every((l) => l.sheet) && scripts.length > 0 && document.fonts.status === 'loaded'
      );
    });
    const state = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      // The first screen is complete, its images in, once the load event has run.
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      return {
        blocking: resources.filter((e) => e.renderBlockingStatus === 'blocking').map((e) => e.name),
        // What the first screen does not need: the full stylesheet, the Latin font and the module scripts.
        early: resources
          .filter(
            (e) =>
              /\.(css|js)$|\/inter-[\w-]+\.woff2$/.test(new URL(e.name).pathname) &&
              e.startTime < Math.max(fcp, loaded),
          )
          .map(
            (e) =>
              `${e.name} at ${e.startTime.toFixed(0)} ms, first contentful paint at ${fcp.toFixed(0)} ms, load at ${loaded.toFixed(0)} ms`,
          ),
        later: resources.filter((e) => /\.(css|js)$/.test(new URL(e.name).pathname)).length,
      };
    });
    expect(state.blocking, `${route}: render-blocking requests`).toEqual([]);
    expect(state.early, `${route}: fetched before the first contentful paint`).toEqual([]);
    expect(state.later, `${route}: stylesheets and scripts fetched`).toBeGreaterThan(1);
    // The next page would be a returning visitor's: each route is measured as a first visit.
    await page.evaluate(() => localStorage.clear());
  }
});

test('the browser fetches nothing beside the first screen that it does not draw: the manifest waits for the first paint, and the date control has no picker image', async ({
  browser,
}) => {
  for (const route of ['/', '/ml']) {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length)
          (window as unknown as { manifestAtFirstPaint: boolean }).manifestAtFirstPaint =
            !!document.querySelector('head > link[rel="manifest"]');
      }).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    // Chromium fetches the image of its date picker button, a data: URL, as a request of its own.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const images: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.startsWith('data:image/')) images.push(request.url.slice(0, 80));
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const date = page.locator('input[type="date"]');
    await date.scrollIntoViewIfNeeded();
    await expect(page.locator('.date-icon')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(images, `${route}: images of the browser's own controls`).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { manifestAtFirstPaint?: boolean }).manifestAtFirstPaint),
      `${route}: the manifest's link at the first paint`,
    ).toBe(false);
    await expect(page.locator('head > link[rel="manifest"]'), `${route}: the manifest's link after it`).toHaveCount(1);
    await context.close();
  }
  // Without JavaScript the link is read where it stands.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ml');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await context.close();
});

/**
 * Records, as the first contentful paint is reported (before the page's own script reacts to it), whether the full
 * stylesheet applied to it and whether Inter had loaded for it.
 */
function recordFirstPaint() {
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
      stylesheet: [...document.styleSheets].some((s) => !!s.href && /\.css$/.test(new URL(s.href).pathname)),
      font: [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter Variable' && f.status === 'loaded'),
    };
  }).observe({ type: 'paint', buffered: true });
}

type FirstPaint = { stylesheet: boolean; font: boolean };

const firstPaint = async (page: Page) => {
  await page.waitForFunction(() => (window as unknown as { firstPaint?: FirstPaint }).firstPaint);
  return page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);
};

test('a returning visitor, and a page opened at an anchor, paint with the full stylesheet and Inter from the start', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(recordFirstPaint);
  const page = await context.newPage();
  await page.goto('/services', { waitUntil: 'networkidle' });
  expect(await firstPaint(page), 'a first visit').toEqual({ stylesheet: false, font: false });
  // The next page of the visit: its stylesheet and font come from the cache before the first paint.
  await page.goto('/about', { waitUntil: 'networkidle' });
  expect(await firstPaint(page), 'the next page').toEqual({ stylesheet: true, font: true });
  await context.close();
  // A first visit straight to the booking form, below the first screen: it never shows unstyled.
  const fresh = await browser.newPage();
  await fresh.addInitScript(recordFirstPaint);
  await fresh.goto('/#appointment-booking', { waitUntil: 'networkidle' });
  expect((await firstPaint(fresh)).stylesheet, 'a first visit at /#appointment-booking').toBe(true);
  await fresh.close();
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
