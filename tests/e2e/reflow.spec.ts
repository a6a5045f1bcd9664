import { drawnLater } from '@/lib/draw-later';
import { builtPaths, expect, test } from './fixtures';

test.use({ viewport: { width: 320, height: 720 } });

test.describe('no page scrolls sideways on a 320 px screen, in either language', () => {
  for (const path of builtPaths().sort()) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // Everything laid out, as the site script draws it once the page has loaded: the forms as prerendered.
      await page
        .locator(drawnLater)
        .evaluateAll((sections) => sections.forEach((el) => ((el as HTMLElement).style.contentVisibility = 'visible')));
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement;
        return { scrollWidth, clientWidth };
      });
      expect(clientWidth).toBe(320);
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
    });
  }
});
