import { expect, test } from '../support/browser';

import type { Locator, Page } from '@playwright/test';

/** The layer's current vertical offset in px, read from its computed transform. */
const translateY = (layer: Locator) => layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);

/** Waits for the full stylesheet, which brings the motion rules once the first screen is painted. */
const fullStylesheet = (page: Page) =>
  page.waitForFunction(() =>
    [...document.styleSheets].some((s) => !!s.href && /\.css$/.test(new URL(s.href).pathname)),
  );

test.describe('hero parallax', () => {
  test('moves the background 0 to -100 px over 0 to 500 px of scroll', async ({ watched: page }) => {
    await page.goto('/');
    const layer = page.locator('[data-parallax]');
    // Where the page came to rest and where the layer is once the scroll's frame has run. The browser may move the
    // page a few pixels from where it was sent (the header shrinks once the page is scrolled): the rule is held
    // against where it is.
    const drift = (y: number) =>
      expect
        .poll(async () => {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          const [scrolled, offset] = await Promise.all([page.evaluate(() => window.scrollY), translateY(layer)]);
          return Math.abs(-offset - Math.min(scrolled, 500) / 5) < 0.5 && Math.abs(scrolled - y) < 40;
        })
        .toBe(true);
    expect(await translateY(layer)).toBe(0);
    for (const y of [250, 500, 900, 0]) await drift(y);
  });

  test('is off, and so is smooth scrolling, under reduced motion', async ({ watched: page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await fullStylesheet(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    // The frame that shrinks the header is the one that would move the layer.
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-scrolled', '');
    expect(await translateY(page.locator('[data-parallax]'))).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('smooth scrolling is on when motion is welcome', async ({ watched: page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await fullStylesheet(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  });

  test('under reduced motion the booking anchor jumps without animation', async ({ watched: page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#appointment-booking', { waitUntil: 'networkidle' });
    await expect(page.locator('#appointment-booking')).toBeInViewport();
    // Again from the top, with the full stylesheet and the page's script in place: the script's jump is immediate.
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    // The first frame that has moved at all is already at the section, 2,800 px down: a smooth scroll would show
    // a step on the way. (The header then shrinks, and the page settles a few pixels up.)
    await page.waitForFunction(() => window.scrollY > 0, undefined, { polling: 'raf' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.waitForTimeout(150);
    await expect(page.locator('#appointment-booking')).toBeInViewport();
  });
});
