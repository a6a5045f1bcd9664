import type { Page, Request } from '@playwright/test';
import { copy, services } from '../support/content';
import { localePath, pathLocale, servicePath } from '@/lib/routes';
import { expect, test } from '../support/browser';
import { record } from '../support/forms';
import { builtSite } from '../support/pages';

// Pages of every kind under the enforced policies: loads, scrolls, and runs what they offer (menu, forms, map). The
// fixtures fail a test on any CSP or Permissions-Policy violation, console error or request to another host, so every
// other browser test checks the policy too (the axe tests open every page); tests/build/deploy.test.ts checks that
// every inline script and style of every page is allowed by its hash.
const site = builtSite();
const kinds = [
  '/',
  '/ml',
  '/about',
  '/services',
  localePath('ml', servicePath(services[0]!.slug)),
  '/doctors',
  '/contact',
  '/ml/contact',
  '/privacy',
];

/** Loads `path` on a phone, scrolls it, opens and closes the menu and, where there is one, loads the map. */
async function exercise(page: Page, path: string, expectedStatus: number) {
  const referrers: (string | undefined)[] = [];
  await page.context().route(/google\.com/, async (route) => {
    referrers.push((await route.request().headerValue('referer')) ?? undefined);
    await route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
  });
  // What the page has asked for and not yet received, to wait for its lazy files once it is scrolled.
  const pending = new Set<Request>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(path);
  expect(response?.status()).toBe(expectedStatus);
  await expect(page.locator('h1')).toBeVisible();
  // The site script ran: the header reacts to scrolling.
  await page.mouse.wheel(0, 4000);
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-scrolled', '');
  // Every file it asked for arrived (named, should one never come).
  await expect.poll(() => [...pending].map((r) => r.url())).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  const { nav } = copy[pathLocale(path)].shell;
  await page.getByRole('button', { name: nav.menu }).click();
  await expect(page.getByRole('navigation', { name: nav.label })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: nav.label })).toBeHidden();
  const map = page.locator('[data-map-load]');
  if (await map.count()) {
    await map.first().click();
    await expect(page.frameLocator('iframe[src^="https://www.google.com/maps?"]').locator('p')).toHaveText('map');
    // Google learns the site, never the page or its query.
    expect(referrers).toEqual([`${new URL(page.url()).origin}/`]);
  }
}

test.describe('under the Content-Security-Policy', () => {
  test('the pages exercised here are pages of the build', () => {
    for (const route of kinds) expect(site.pages.map((p) => p.route)).toContain(route);
  });

  for (const route of kinds) {
    test(`${route} runs with no violation, its menu and map included`, async ({ page, baseURL }) => {
      const seen = record(page, baseURL!);
      await exercise(page, route, 200);
      // The map is the one request to another host, made when the visitor asks for it.
      expect(seen.foreign.filter((url) => !url.startsWith('https://www.google.com/maps?'))).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  }

  for (const { dir } of site.notFound) {
    test(`the 404 page of ${dir} runs with no violation`, async ({ page, baseURL }) => {
      const seen = record(page, baseURL!);
      const failed: string[] = [];
      page.on('response', (r) => r.status() >= 400 && failed.push(r.url()));
      await exercise(page, `${dir}no-such-page`, 404);
      expect(failed.filter((url) => !url.endsWith(`${dir}no-such-page`))).toEqual([]);
      expect(seen.foreign).toEqual([]);
      // The one error is the browser noting the page's own 404 status (HTTP/2 sends no reason phrase after it).
      expect(seen.errors).toEqual([
        expect.stringMatching(/^Failed to load resource: the server responded with a status of 404 \((Not Found)?\)$/),
      ]);
    });
  }

  test('the booking anchor and old hash links work with the head script hashed', async ({ watched: page }) => {
    await page.goto('/#/about');
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/#appointment-booking');
    await expect(page.locator('#appointment-booking')).toBeInViewport();
  });
});
