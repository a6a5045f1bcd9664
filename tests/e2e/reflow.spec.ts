import { builtPaths, expect, test } from './fixtures';

test.use({ viewport: { width: 320, height: 720 } });

test.describe('no page scrolls sideways on a 320 px screen, in either language', () => {
  for (const path of builtPaths().sort()) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // The forms' islands count too: bring each into view so that it renders.
      for (const island of await page.locator('astro-island > *').all()) await island.scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('form button[type="submit"]:disabled').count()).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement;
        return { scrollWidth, clientWidth };
      });
      expect(clientWidth).toBe(320);
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
    });
  }
});
