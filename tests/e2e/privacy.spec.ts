import type { Page } from '@playwright/test';
import { copy } from '../support/content';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { expect, test } from '../support/browser';
import { enquiryForm, fakeWhatsApp, readChat } from '../support/forms';
import { builtPaths } from '../support/pages';

// The service worker is part of what the site keeps: allowed here, with the test certificate trusted browser-wide (as
// offline.spec.ts does), since Chromium registers no service worker from a site whose certificate it distrusts.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--ignore-certificate-errors'] },
});

/** What the browser keeps for this site, one "area key" each: what the privacy page must list, and nothing else. */
async function kept(page: Page): Promise<string[]> {
  const inPage = await page.evaluate(async () => {
    const scripts = (await navigator.serviceWorker.getRegistrations()).flatMap((r) =>
      [r.active, r.waiting, r.installing].filter((w) => w !== null).map((w) => new URL(w.scriptURL).pathname),
    );
    return [
      ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
      ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
      ...(await indexedDB.databases()).map((db) => `indexedDB ${db.name}`),
      ...(await caches.keys()).map((name) => `cacheStorage ${name}`),
      ...[...new Set(scripts)].map((path) => `serviceWorker ${path}`),
    ];
  });
  const cookies = (await page.context().cookies()).map((c) => `cookie ${c.name}`);
  return [...inPage, ...cookies].sort();
}

/** The privacy page's list: each key in a <code data-storage="area">; a key ending in * stands for any ending. */
async function listed(page: Page): Promise<string[]> {
  const items = await page
    .locator('main code[data-storage]')
    .evaluateAll((codes) => codes.map((c) => `${c.getAttribute('data-storage')} ${c.textContent}`));
  expect(items.length, 'the privacy page lists what it keeps').toBeGreaterThan(0);
  return items.sort();
}

const matches = (item: string, key: string) => (item.endsWith('*') ? key.startsWith(item.slice(0, -1)) : item === key);

test('the privacy page lists exactly what a fresh browser keeps after every page, the language switch and a form', async ({
  watched: page,
}) => {
  await fakeWhatsApp(page.context());
  for (const path of builtPaths().filter((p) => !p.endsWith('/404'))) await page.goto(path);

  // A form sent: its text goes to WhatsApp in the link, as the page says, and nothing of it is kept.
  await page.goto('/contact');
  const f = enquiryForm(page);
  await f.form.scrollIntoViewIfNeeded();
  await expect(f.submit).toBeEnabled();
  await f.name.fill('Anna Mathew');
  await f.email.fill('anna.mathew@example.com');
  await f.message.fill('Do you see children on Saturdays?');
  const [chat] = await Promise.all([page.context().waitForEvent('page'), f.submit.click()]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(readChat(chat.url()).text).toContain('Anna Mathew');
  await chat.close();

  // The language switch, used both ways; each notice is read in its own language.
  const notices: string[][] = [];
  await page.goto('/privacy');
  for (const to of ['ml', 'en'] as const) {
    await page.locator(`[data-lang-switch="${to}"]`).click();
    await expect(page.locator('h1')).toHaveText(copy[to].legal.privacy.hero.title);
    notices.push(await listed(page));
  }
  expect(notices[0], 'both notices list the same keys').toEqual(notices[1]);

  const keys = await kept(page);
  const list = notices[0]!;
  expect(
    keys.filter((key) => !list.some((item) => matches(item, key))),
    'kept by the browser but not on the privacy page',
  ).toEqual([]);
  expect(
    list.filter((item) => !keys.some((key) => matches(item, key))),
    'on the privacy page but not kept by the browser',
  ).toEqual([]);
});
