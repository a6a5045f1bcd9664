import type { Page } from '@playwright/test';
import { copy, type Locale } from '../support/content';
import { bookingWindow } from '@/lib/forms/rules';
import { translatePath } from '@/lib/routes';
import { builtPaths, pageKinds } from '../support/pages';
import { audit, settle } from '../support/axe';
import { expect, test } from '../support/browser';
import { bookingForm, desktopViewport, enquiryForm, fakeWhatsApp, next, phoneViewport, record } from '../support/forms';

const widths = [phoneViewport, desktopViewport];

/**
 * Audits the page at 390 px and at 1280 px, the layout changing in place, each time from the top of the page: axe
 * judges targets where they are painted, and whatever has scrolled under the sticky header counts as covered.
 */
async function auditBothWidths(page: Page, route: string, state: string, region?: string) {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await audit(page, route, state, region);
  }
}

test.describe('axe finds no violation on any kind of page, in either language, at 390 px and at 1280 px', () => {
  // The 404 pages are audited below where visitors meet them: at an address that does not exist.
  const paths = pageKinds(
    builtPaths()
      .filter((p) => !p.endsWith('/404'))
      .sort(),
  );
  // One test a language, its pages loaded in turn in one browser context: a context of its own for each page costs as
  // much as loading it. Each page is a step, and a violation on one does not stop the others from being audited.
  for (const locale of ['en', 'ml'] as const)
    test(`${locale}: every kind of page`, async ({ watched: page }) => {
      for (const path of paths.filter((p) => (/^\/ml(\/|$)/.test(p) ? 'ml' : 'en') === locale))
        await test.step(path, async () => {
          await page.setViewportSize(phoneViewport);
          await page.goto(path);
          await settle(page);
          await auditBothWidths(page, path, 'loaded');
        });
    });
});

const locales: Locale[] = ['en', 'ml'];

test.describe('axe finds no violation in any state a visitor can bring about', () => {
  for (const locale of locales) {
    test(`${locale}: mobile menu open`, async ({ watched: page }) => {
      await page.setViewportSize(phoneViewport);
      const path = translatePath('/about', locale);
      await page.goto(path);
      await page.getByRole('button', { name: copy[locale].shell.nav.menu }).click();
      await expect(page.locator('#site-menu')).toBeVisible();
      await audit(page, path, 'menu open', 'header');
    });

    test(`${locale}: booking form with every error, then its success panel`, async ({ page, baseURL }) => {
      const seen = record(page, baseURL!);
      await fakeWhatsApp(page.context());
      const path = translatePath('/', locale);
      await page.setViewportSize(phoneViewport);
      await page.goto(`${path}#appointment-booking`);
      const f = bookingForm(page, locale);
      await f.form.scrollIntoViewIfNeeded();
      await expect(f.submit).toBeEnabled();
      await f.submit.click();
      await expect(f.form.locator('[aria-invalid="true"]')).toHaveCount(5);
      await auditBothWidths(page, path, 'booking errors', '#appointment-booking');

      await f.name.fill('Anna Mathew');
      await f.email.fill('anna@example.com');
      await f.phone.fill('+91 98470 21993');
      await f.service.selectOption({ index: 2 });
      await f.date.fill(next(bookingWindow(new Date()).min, 1));
      const popup = page.context().waitForEvent('page');
      await f.submit.click();
      await popup;
      await expect(page.getByRole('heading', { name: copy[locale].sent.booking.title })).toBeFocused();
      await auditBothWidths(page, path, 'booking success', '#appointment-booking');
      expect(seen.errors, 'console errors').toEqual([]);
    });

    test(`${locale}: enquiry form with every error, then its success panel`, async ({ page, baseURL }) => {
      const seen = record(page, baseURL!);
      await fakeWhatsApp(page.context());
      const path = translatePath('/contact', locale);
      await page.setViewportSize(phoneViewport);
      await page.goto(path);
      const f = enquiryForm(page, locale);
      await f.form.scrollIntoViewIfNeeded();
      await expect(f.submit).toBeEnabled();
      await f.submit.click();
      await expect(f.form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await auditBothWidths(page, path, 'enquiry errors', '#enquiry');

      await f.name.fill('Anna Mathew');
      await f.email.fill('anna@example.com');
      await f.phone.fill('+91 98470 21993');
      await f.service.selectOption({ index: 1 });
      await f.message.fill('Do you see patients on Saturday afternoons?');
      const popup = page.context().waitForEvent('page');
      await f.submit.click();
      await popup;
      await expect(page.getByRole('heading', { name: copy[locale].sent.enquiry.title })).toBeFocused();
      await auditBothWidths(page, path, 'enquiry success', '#enquiry');
      expect(seen.errors, 'console errors').toEqual([]);
    });

    test(`${locale}: map loaded`, async ({ page }) => {
      // Google's map is replaced by a small page of its own: what axe judges is how the site frames it.
      await page.route(/google\.com/, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Map</title></html>',
        }),
      );
      const path = translatePath('/contact', locale);
      await page.setViewportSize(phoneViewport);
      await page.goto(path);
      await page.locator('[data-map-load]').click();
      await expect(page.locator('[data-map] iframe')).toHaveCount(1);
      await auditBothWidths(page, path, 'map loaded', '[data-map]');
    });

    test(`${locale}: every emergency guide opened`, async ({ watched: page }) => {
      const path = translatePath('/emergency', locale);
      await page.setViewportSize(phoneViewport);
      await page.goto(path);
      for (const summary of await page.locator('details summary').all()) await summary.click();
      await expect(page.locator('details:not([open])')).toHaveCount(0);
      await auditBothWidths(page, path, 'guides open', 'section[aria-labelledby="guides-title"]');
    });

    test(`${locale}: an address that does not exist`, async ({ page }) => {
      const path = translatePath('/no-such-page', locale);
      await page.setViewportSize(phoneViewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await auditBothWidths(page, path, '404');
    });
  }
});
