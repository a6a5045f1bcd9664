import type { Page } from '@playwright/test';
import { clinic, copy, type Locale } from '../support/content';
import { sessionsOnDate } from '@/lib/dates';
import { openStatus } from '@/lib/open-status';
import { weeklySchedule } from '@/lib/hours';
import { pageWeek } from '../support/weeks';
import { expect, test } from '../support/browser';

// The instants are taken from the clinic's own week (its first open day from a date on, its sessions), and what the
// page must say is the status logic's answer (tested on many weeks in tests/unit/open-status.test.ts): these tests hold
// the page to it in a visitor's time zone, in both languages, and as the minutes pass.
const footerStatus = (page: Page) => page.locator('footer [data-open-status]');
const week = pageWeek(clinic.hours);
const expected = (instant: Date, locale: Locale = 'en') => openStatus(pageWeek(clinic.hours, locale), instant).text;

/** An instant at `minutes` past midnight in Kottayam on `date`. */
const ist = (date: string, minutes: number) => new Date(Date.parse(`${date}T00:00:00+05:30`) + minutes * 60_000);
/** The first day from `date` on (within a week and a half) that the clinic opens, with its sessions. */
function openDay(date: string) {
  for (let i = 0; i < 10; i++) {
    const day = new Date(Date.parse(`${date}T12:00:00Z`) + i * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    const sessions = sessionsOnDate(week, iso, day.getUTCDay());
    if (sessions.length) return { date: iso, sessions };
  }
  throw new Error('the clinic opens on no day of the coming week');
}
// Any day: the dates below are the first open days from it.
const first = openDay('2026-01-05');
const [opens, closes] = first.sessions[0]!;
const afterFirst = openDay(new Date(Date.parse(`${first.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));

test.describe('live opening status', () => {
  test('reads the clinic’s hours in India for a visitor in Los Angeles', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    const open = ist(first.date, opens);
    await page.clock.setFixedTime(open);
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBeGreaterThan(0);
    await expect(footerStatus(page)).toHaveText(expected(open));
    await expect(footerStatus(page)).toHaveAttribute('data-state', 'open');

    const closed = ist(first.date, first.sessions.at(-1)![1]);
    await page.clock.setFixedTime(closed);
    await page.reload();
    await expect(footerStatus(page)).toHaveText(expected(closed));
    await expect(footerStatus(page)).toHaveAttribute('data-state', 'closed');
    await context.close();
  });

  test('reads the same for a visitor in Brisbane (UTC+10)', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Australia/Brisbane' });
    const page = await context.newPage();
    const before = ist(first.date, opens - 1);
    await page.clock.setFixedTime(before);
    await page.goto('/contact');
    for (const where of ['footer', '#reach-us'])
      await expect(page.locator(`${where} [data-open-status]`)).toHaveText(expected(before));
    await context.close();
  });

  test('speaks Malayalam on the Malayalam pages, with the same clock', async ({ page }) => {
    const open = ist(first.date, closes - 1);
    await page.clock.setFixedTime(open);
    await page.goto('/ml/contact');
    await expect(page.locator('#reach-us [data-open-status]')).toHaveText(expected(open, 'ml'));
    const closed = ist(first.date, first.sessions.at(-1)![1]);
    await page.clock.setFixedTime(closed);
    await page.reload();
    await expect(footerStatus(page)).toHaveText(expected(closed, 'ml'));
  });

  test('turns at the minute the clinic closes, and is brought up to date when the tab is shown again', async ({
    watched: page,
  }) => {
    await page.clock.install({ time: ist(first.date, closes - 1) });
    await page.goto('/contact');
    const status = page.locator('#reach-us [data-open-status]');
    await expect(status).toHaveText(expected(ist(first.date, closes - 1)));
    await page.clock.runFor(61_000);
    await expect(status).toHaveText(expected(ist(first.date, closes)));
    await expect(footerStatus(page)).toHaveText(expected(ist(first.date, closes)));

    // A tab left in the background misses its timers; showing it again refreshes the status at once.
    const later = ist(afterFirst.date, afterFirst.sessions[0]![0] + 15);
    await page.clock.setSystemTime(later);
    await expect(status).toHaveText(expected(ist(first.date, closes)));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(status).toHaveText(expected(later));
  });

  test('is shown in the info bar where the weekly hours do not fit', async ({ watched: page }) => {
    const open = ist(first.date, opens + 1);
    await page.clock.setFixedTime(open);
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/about');
    const bar = page.getByRole('complementary', { name: copy.en.shell.infoBar.label });
    await expect(bar.locator('[data-open-status]')).toBeVisible();
    await expect(bar.locator('[data-open-status]')).toHaveText(expected(open));
  });

  test('without JavaScript the page keeps the weekly hours and shows no stale status', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const card = page.locator('#reach-us');
    for (const row of weeklySchedule(clinic.hours, copy.en.shell.hours))
      for (const session of row.sessions) await expect(card).toContainText(session);
    for (const status of await page.locator('[data-open-status]').all()) {
      await expect(status).toBeEmpty();
      await expect(status).toBeHidden();
    }
    await context.close();
  });
});
