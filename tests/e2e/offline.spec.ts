import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { clinic, copy, guides } from '../support/content';
import { guidePath, localePath } from '@/lib/routes';
import { formOffline, savedNotice } from '@/copy/en/offline';
import { savedNotice as savedNoticeMl } from '@/copy/ml/offline';
import { savedOn } from '@/lib/kept-pages';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { freePort, setUpTarget, startNginx } from '../../scripts/nginx.mjs';
import { buildPhotoSite } from '../../scripts/photo-site.mjs';
import { axe, wcagAndBestPractice } from '../support/axe';
import { expect, test } from '../support/browser';
import { phoneList } from '@/lib/whatsapp';
import { builtPhotoSite } from '../support/photo-site';

// The site with no signal, in Chromium, against nginx serving the build with the production config. A visitor reads
// the home page in both languages; offline, the emergency and contact pages open from the phone's cache, saying when
// they were saved, and any other page gets the offline page; back online after a deploy, the newer page is read at
// once and the old caches are gone. The newer build is the site after the clinic added its photos (scripts/photo-site.mjs,
// which npm test builds beforehand), published over the first with `npm run deploy`.

test.use({
  serviceWorkers: 'allow',
  // Chromium registers no service worker from a site whose certificate it does not trust, whatever the context
  // allows: the test certificate is accepted browser-wide, for this file's browser only.
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--ignore-certificate-errors'] },
});

const words = copy.en.emergency;
const run = promisify(execFile);

/**
 * The newer build: the site with the clinic's photos, its home page's hero among them. Without npm test's build
 * (PHOTO_SITE), one of its own in a temporary folder, apart from the photo tests', which may be building theirs.
 */
let ownSite: string | undefined;
async function newerBuild() {
  const built = await builtPhotoSite();
  if (built) return join(built, 'dist');
  ownSite = mkdtempSync(join(tmpdir(), 'clinic-offline-site-'));
  return (await buildPhotoSite({ dir: ownSite })).dist;
}
/** The home page's hero photo, which only the newer build has. */
const heroPhoto = '[data-parallax] picture';

/** The paths the service worker keeps, by cache. */
const caches = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await window.caches.keys())
      kept[name] = (await (await window.caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return kept;
  });
const keptPaths = async (page: Page) => Object.values(await caches(page)).flat();

/** axe's WCAG 2.2 AA and best-practice rules on the part of the page that `selector` names. */
async function expectNoViolations(page: Page, selector: string) {
  const { violations } = await axe(page, wcagAndBestPractice, selector);
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`))).toEqual([]);
}

/** "You are offline: this page was saved on …" as the words have it, on the day the test began or today. */
function savedText(template: string, locale: 'en' | 'ml', since: Date) {
  const upToTime = (at: Date) => escape(template.replace('{date}', savedOn(at, locale).date).split('{time}')[0]!);
  return new RegExp(`^(${upToTime(since)}|${upToTime(new Date())})\\S.*$`);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('after one visit, the emergency guidance, the clinic’s card and the guides open with no signal; a new deploy is read at once', async ({
  page,
  context,
}) => {
  const since = new Date();
  const folder = mkdtempSync(join(tmpdir(), 'clinic-offline-'));
  const second = newerBuild();
  // A server as deploy/README.md sets one up, to which each build is published with `npm run deploy`.
  setUpTarget(folder, 'dist');
  const server = await startNginx({
    port: await freePort(Number(process.env.NGINX_PORT ?? 4400) + 10),
    target: folder,
  });
  const deploy = (dist: string) =>
    run(process.execPath, ['scripts/deploy.mjs', '--dist', dist, ...server.deployOptions, folder]);
  await deploy(resolve('dist'));
  const at = (path: string) => `${server.url}${path}`;
  // Online, the service worker's work is silent: no error, no warning in the console.
  const messages: string[] = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(e.message));
  try {
    // Online: the home page in English, then in Malayalam. Each language's pages are kept once it is read.
    await page.goto(at('/'));
    await expect(page.locator(heroPhoto)).toHaveCount(0);
    await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining(['/offline']));
    const kept = await keptPaths(page);
    // The guides for patients too, each of them, for reading again at home.
    expect(kept).toEqual(
      expect.arrayContaining(['/', '/emergency', '/contact', ...guides.map((g) => guidePath(g.slug))]),
    );
    expect(kept.filter((p) => p.startsWith('/ml'))).toEqual([]);
    expect(
      kept.filter((p) => /(BookingForm|EnquiryForm|client)\.[\w-]+\.js$/.test(p)),
      'the forms’ code',
    ).toEqual([]);
    // Installable from the browser's own menu: the manifest and its icons pass every check but the test's private
    // window, which no site can.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);

    // The connection drops while the home page is open: the booking form says so, with the clinic's call button.
    await context.setOffline(true);
    const note = page.locator('#appointment-booking .offline-note');
    await expect(note).toContainText(formOffline);
    await expect(note.getByRole('link', { name: clinic.phones.appointments.display })).toHaveAttribute(
      'href',
      `tel:${clinic.phones.appointments.e164}`,
    );
    await expectNoViolations(page, '#appointment-booking .offline-note');
    await context.setOffline(false);
    await expect(note).toBeEmpty();

    await page.goto(at('/ml'));
    await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining(['/ml/offline']));
    expect(await keptPaths(page)).toEqual(
      expect.arrayContaining([
        '/ml/emergency',
        '/ml/contact',
        '/ml',
        ...guides.map((g) => localePath('ml', guidePath(g.slug))),
      ]),
    );

    expect(messages, 'console messages online').toEqual([]);

    // No signal.
    await context.setOffline(true);
    await page.goto(at('/emergency'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero.title);
    await expect(page.locator('.offline-notice')).toHaveText(savedText(savedNotice, 'en', since));
    await expect(page.getByText(words.hero.intro)).toBeVisible();
    await expect(page.locator(`a[href="tel:${clinic.phones.appointments.e164}"]`).first()).toBeVisible();

    await page.goto(at('/contact'));
    await expect(page.locator('.offline-notice')).toHaveText(savedText(savedNotice, 'en', since));
    await expect(page.locator('#enquiry .offline-note')).toContainText(formOffline);
    await expectNoViolations(page, '.offline-notice');

    for (const guide of guides) {
      await page.goto(at(localePath('ml', guidePath(guide.slug))));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title.ml);
      await expect(page.locator('.offline-notice')).toHaveText(savedText(savedNoticeMl, 'ml', since));
    }

    await page.goto(at('/ml/emergency'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.ml.emergency.hero.title);
    await expect(page.locator('.offline-notice')).toHaveText(savedText(savedNoticeMl, 'ml', since));

    // A page that was never kept: the offline page, with the phones, the hours, the address and the way to the guidance.
    await page.goto(at('/doctors'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.offline.hero.title);
    for (const phone of phoneList(clinic.phones))
      await expect(page.locator(`a[href="tel:${phone.e164}"]`).first()).toContainText(phone.display);
    await expect(page.getByText(clinic.address.street.en).first()).toBeVisible();
    await expect(page.getByRole('link', { name: copy.en.contact.cards.address.directions })).toBeVisible();
    await expect(page.getByRole('link', { name: copy.en.offline.emergency.link })).toHaveAttribute(
      'href',
      '/emergency',
    );
    await expect(page.locator('.offline-notice')).toHaveCount(0);

    // Back online after a deploy: the newer page at once, then the newer service worker, whose caches replace the old.
    const before = Object.keys(await caches(page));
    await deploy(await second);
    await context.setOffline(false);
    await page.goto(at('/'));
    await expect(page.locator(heroPhoto)).toHaveCount(1);
    await expect(page.locator('.offline-notice')).toHaveCount(0);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    // The newer worker fetches every file it keeps before its caches replace the old: on a machine busy with other
    // work, that can take longer than a check's usual wait.
    const installed = { timeout: 120_000 };
    await expect
      .poll(async () => Object.keys(await caches(page)), installed)
      .toEqual([expect.not.stringMatching(new RegExp(`^(${before.join('|')})$`))]);
    await expect
      .poll(() => keptPaths(page), installed)
      .toEqual(expect.arrayContaining(['/', '/emergency', '/ml/emergency', '/offline', '/ml/offline']));
    await context.setOffline(true);
    await page.goto(at('/'));
    await expect(page.locator(heroPhoto)).toHaveCount(1);
    await expect(page.locator('.offline-notice')).toHaveText(savedText(savedNotice, 'en', since));
  } finally {
    await server.stop();
    await second.catch((error) => console.log(String(error)));
    rmSync(folder, { recursive: true, force: true });
    if (ownSite) rmSync(ownSite, { recursive: true, force: true });
  }
});
