import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** An instant given as wall-clock time in Kottayam. */
const ist = (time: string) => new Date(`${time}:00+05:30`);
const footerStatus = (page: Page) => page.locator('footer [data-open-status]');

test.describe('live opening status', () => {
  test('reads the clinic’s hours in India for a visitor in Los Angeles', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    // Sunday 4 January 2026, 20:00 in Los Angeles is Monday 09:30 in Kottayam.
    await page.clock.setFixedTime(new Date('2026-01-04T20:00:00-08:00'));
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getHours())).toBe(20);
    await expect(footerStatus(page)).toHaveText('Open now · closes 1:00 PM');
    await expect(footerStatus(page)).toHaveAttribute('data-state', 'open');

    await page.clock.setFixedTime(ist('2026-01-10T18:00'));
    await page.reload();
    await expect(footerStatus(page)).toHaveText('Closed · opens Monday 9:30 AM');
    await expect(footerStatus(page)).toHaveAttribute('data-state', 'closed');

    await page.clock.setFixedTime(ist('2026-01-11T11:00'));
    await page.reload();
    await expect(footerStatus(page)).toHaveText('Closed today · opens Monday 9:30 AM');
    await context.close();
  });

  test('reads the same for a visitor in Brisbane (UTC+10)', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Australia/Brisbane' });
    const page = await context.newPage();
    // Monday 5 January 2026, 19:29 in Brisbane is 14:59 in Kottayam, between the two sessions.
    await page.clock.setFixedTime(new Date('2026-01-05T19:29:00+10:00'));
    await page.goto('/contact');
    for (const where of ['footer', '#reach-us'])
      await expect(page.locator(`${where} [data-open-status]`)).toHaveText('Closed · opens 3:30 PM');
    await context.close();
  });

  test('speaks Malayalam on the Malayalam pages, with the same clock', async ({ page }) => {
    await page.clock.setFixedTime(ist('2026-01-05T12:59'));
    await page.goto('/ml/contact');
    await expect(page.locator('#reach-us [data-open-status]')).toHaveText(
      'ഇപ്പോൾ തുറന്നിരിക്കുന്നു · അടയ്ക്കുന്നത് ഉച്ചയ്ക്ക്\u00a01:00',
    );
    await page.clock.setFixedTime(ist('2026-01-10T18:00'));
    await page.reload();
    await expect(footerStatus(page)).toHaveText('ഇപ്പോൾ അടച്ചിരിക്കുന്നു · തുറക്കുന്നത് തിങ്കളാഴ്ച രാവിലെ\u00a09:30');
  });

  test('turns at the minute the clinic closes, and is brought up to date when the tab is shown again', async ({
    watched: page,
  }) => {
    await page.clock.install({ time: ist('2026-01-05T12:59') });
    await page.goto('/contact');
    const status = page.locator('#reach-us [data-open-status]');
    await expect(status).toHaveText('Open now · closes 1:00 PM');
    await page.clock.runFor(61_000);
    await expect(status).toHaveText('Closed · opens 3:30 PM');
    await expect(footerStatus(page)).toHaveText('Closed · opens 3:30 PM');

    // A tab left in the background misses its timers; showing it again refreshes the status at once.
    await page.clock.setSystemTime(ist('2026-01-05T15:45'));
    await expect(status).toHaveText('Closed · opens 3:30 PM');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(status).toHaveText('Open now · closes 6:00 PM');
  });

  test('is shown in the info bar where the weekly hours do not fit', async ({ watched: page }) => {
    await page.clock.setFixedTime(ist('2026-01-05T16:00'));
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/about');
    const bar = page.getByRole('complementary', { name: 'Clinic information' });
    await expect(bar.locator('[data-open-status]')).toBeVisible();
    await expect(bar.locator('[data-open-status]')).toHaveText('Open now · closes 6:00 PM');
  });

  test('without JavaScript the page keeps the weekly hours and shows no stale status', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const card = page.locator('#reach-us');
    await expect(card).toContainText('9:30 AM–1:00 PM');
    await expect(card).toContainText('3:30 PM–6:00 PM');
    for (const status of await page.locator('[data-open-status]').all()) {
      await expect(status).toBeEmpty();
      await expect(status).toBeHidden();
    }
    await context.close();
  });
});
