import { clinic, content } from '../support/content';
import { drawnLater } from '@/lib/draw-later';
import { expect, pages, test } from '../support/browser';
import { phoneViewport } from '../support/forms';
import { readHtml } from '../support/html';
import { expectPrerendered } from '../support/page-facts';
import { expectCardRowsCentred } from '../support/pages';

test.describe('every page is prerendered HTML', () => {
  for (const facts of pages) {
    test(`${facts.path} answers 200 with its title, one h1 and its texts before any script runs`, async ({ request }) =>
      expectPrerendered(request, facts, content));
  }

  test('each page has its own description', async ({ request }) => {
    const descriptions = await Promise.all(
      pages.map(async ({ path }) => readHtml(await (await request.get(path)).text()).meta('description')),
    );
    expect(new Set(descriptions).size).toBe(pages.length);
  });
});

test.describe('sections below the first screen', () => {
  test('wait to be drawn until they near the viewport, then are drawn one at a time once the page has loaded', async ({
    watched: page,
  }) => {
    // Count the sections drawn per idle callback.
    await page.addInitScript(() => {
      const idle = window.requestIdleCallback.bind(window);
      const w = window as unknown as { drawnPerStep: number[] };
      w.drawnPerStep = [];
      window.requestIdleCallback = (callback, options) =>
        idle((deadline) => {
          const drawn = () => document.querySelectorAll('[style*="content-visibility"]').length;
          const before = drawn();
          callback(deadline);
          w.drawnPerStep.push(drawn() - before);
        }, options);
    });
    await page.goto('/');
    const sections = page.locator(drawnLater);
    expect(await sections.count()).toBeGreaterThan(4);
    await expect(sections.last()).toHaveCSS('content-visibility', 'visible');
    for (const section of await sections.all()) await expect(section).toHaveCSS('content-visibility', 'visible');
    const steps = await page.evaluate(() => (window as unknown as { drawnPerStep: number[] }).drawnPerStep);
    expect(Math.max(...steps)).toBe(1);
    expect(steps.reduce((a, b) => a + b, 0)).toBe(await sections.count());
  });

  test('include the cards of a long grid: on a phone the first paint lays out only those near the first screen', async ({
    browser,
  }) => {
    // Without JavaScript nothing draws them early, so what the browser skipped shows.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phoneViewport });
    const page = await context.newPage();
    for (const path of ['/services', '/ml/services']) {
      await page.goto(path);
      const cards = page.locator('#all-services [data-draw-later]');
      expect(await cards.count()).toBeGreaterThan(6);
      // What content-visibility skips is a card's content, not the card: its heading tells.
      const rendered = () =>
        cards.evaluateAll((all) =>
          all.map((card) => card.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true })),
        );
      const first = await rendered();
      expect(first[0], path).toBe(true);
      expect(first.slice(-3), path).toEqual([false, false, false]);
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await rendered()).at(-1), { message: path }).toBe(true);
      await expect(cards.last().getByRole('link')).toBeInViewport();
    }
    await context.close();
  });

  test('are drawn as they near the viewport without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.locator('body > footer');
    await expect(footer).toHaveCSS('content-visibility', 'auto');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'Privacy' })).toBeInViewport();
    expect((await footer.boundingBox())!.height).toBeGreaterThan(200);
    await context.close();
  });
});

test.describe('cards in rows', () => {
  for (const width of [1280, 800])
    test(`at ${width} px, a short last row is centred under the others`, async ({ watched: page }) => {
      await page.setViewportSize({ width, height: 900 });
      // The list of guides only where the clinic has guides.
      const paths = [
        '/',
        '/services',
        '/about',
        '/doctors',
        ...(content.guides.length ? ['/guides'] : []),
        '/ml/services',
      ];
      await expectCardRowsCentred(page, paths);
    });
});

test.describe('unknown paths', () => {
  test('get the designed 404 page with status 404 and ways to reach the clinic', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(`^Page not found - ${clinic.name}$`));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const main = page.locator('main');
    await expect(main.locator(`a[href="tel:${clinic.phones.appointments.e164}"]`).first()).toBeVisible();
    await expect(main.locator(`a[href^="https://wa.me/${clinic.whatsapp.slice(1)}"]`).first()).toBeVisible();
    await expect(page.locator('header nav a[href="/"]').first()).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
  });
});
