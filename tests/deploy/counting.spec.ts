import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { devices, type Page } from '@playwright/test';
import { choiceValue } from '@/lib/forms/booking';
import { bookingWindow } from '@/lib/forms/rules';
import { countPath, countedEvents } from '@/lib/count';
import { reportsContentSecurityPolicy } from '../../src/build-time/hosting-policy.mjs';
import { freePort, startNginx } from '../../scripts/nginx.mjs';
import { expect, test } from '../support/browser';
import { bookingChoices, clinic, copy } from '../support/content';
import { bookingForm, enquiryForm, fakeWhatsApp, openDates } from '../support/forms';
import { get } from '../support/http';

// What patients do, counted on the clinic's own server (src/lib/count.ts, deploy/nginx.conf) and read back from the
// monthly report (deploy/report.sh), against an nginx of its own whose log the test reads: each form's request handed
// to WhatsApp, the WhatsApp button, a phone number, in both languages. The log holds what was done, on which page, in
// which language and the treatment chosen, never what was typed nor who typed it.

const run = promisify(execFile);
const counting = clinic.counting.host === 'nginx';
/** A phone of the clinic's patients: the report tells phones from computers by this. */
const phone = devices['Pixel 7'];

interface Count {
  event: string;
  page: string;
  lang: string;
  treatment?: string;
}

/** The counts in nginx's log: each line's query, and the line itself. */
function countsIn(log: string) {
  return log
    .split('\n')
    .filter((line) => line.includes(`"POST ${countPath}?`))
    .map((line) => {
      const query = /"POST ([^ ]+) /.exec(line)![1]!;
      const params = new URL(query, 'https://site.invalid').searchParams;
      return { line, keys: [...params.keys()], count: Object.fromEntries(params) as unknown as Count };
    });
}

/** Clicks `link` where the page counts the tap, without leaving for the phone's dialler (which a test has not). */
async function tap(page: Page, selector: string) {
  await page.evaluate((s) => {
    const link = document.querySelector<HTMLAnchorElement>(s)!;
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.click();
  }, selector);
}

test('each request handed to WhatsApp and each tap on WhatsApp or a phone is counted, never who made it; the report reads the counts back, behind its password', async ({
  browser,
}) => {
  const port = await freePort(Number(process.env.NGINX_PORT ?? 4400) + 90);
  const server = await startNginx({ port, httpPort: await freePort(port + 1), dist: resolve('dist') });
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true, baseURL: server.url });
  await fakeWhatsApp(context);
  const page = await context.newPage();
  const log = () =>
    existsSync(join(server.dir, 'access.log')) ? readFileSync(join(server.dir, 'access.log'), 'utf8') : '';
  const did: Count[] = [];
  try {
    // An appointment request from /book, in English.
    const date = openDates(bookingWindow(new Date()).min, 1)[0]!;
    const typed = {
      name: 'Anna Mathew',
      email: 'anna.mathew@example.com',
      phone: '+91 98470 21993',
      message: 'Swelling near tooth',
    };
    await page.goto('/book');
    const booking = bookingForm(page);
    await booking.form.scrollIntoViewIfNeeded();
    await expect(booking.submit).toBeEnabled();
    const treatment = choiceValue(bookingChoices[0]!);
    await booking.name.fill(typed.name);
    await booking.email.fill(typed.email);
    await booking.phone.fill(typed.phone);
    await booking.service.selectOption(treatment);
    await booking.date.fill(date);
    await booking.message.fill(typed.message);
    let chat = context.waitForEvent('page');
    await booking.submit.click();
    await (await chat).waitForURL(/^https:\/\/wa\.me\//);
    did.push({ event: 'booking', page: '/book', lang: 'en', treatment });

    // An enquiry from the Malayalam contact page.
    await page.goto('/ml/contact');
    const enquiry = enquiryForm(page, 'ml');
    await enquiry.form.scrollIntoViewIfNeeded();
    await expect(enquiry.submit).toBeEnabled();
    await enquiry.name.fill(typed.name);
    await enquiry.email.fill(typed.email);
    await enquiry.message.fill(typed.message);
    chat = context.waitForEvent('page');
    await enquiry.submit.click();
    await (await chat).waitForURL(/^https:\/\/wa\.me\//);
    did.push({ event: 'enquiry', page: '/ml/contact', lang: 'ml' });

    // The floating WhatsApp button, and a phone number, on the English home page.
    await page.goto('/');
    await tap(page, '[data-floating-actions] a[href^="https://wa.me/"]');
    did.push({ event: 'whatsapp', page: '/', lang: 'en' });
    await tap(page, '[data-floating-actions] a[href^="tel:"]');
    did.push({ event: 'call', page: '/', lang: 'en' });

    if (!counting) {
      // A clinic that counts nothing on its own server sends nothing.
      expect(countsIn(log())).toEqual([]);
      return;
    }
    await expect.poll(() => countsIn(log()).length).toBe(did.length);
    const counts = countsIn(log());
    // What was done, where and in which language, and the treatment chosen from the form's list: nothing else.
    const sorted = (list: Count[]) => list.map((c) => JSON.stringify(c, Object.keys(c).sort())).sort();
    expect(sorted(counts.map((c) => c.count))).toEqual(sorted(did));
    for (const { keys, count, line } of counts) {
      expect(
        keys.every((key) => ['event', 'page', 'lang', 'treatment'].includes(key)),
        line,
      ).toBe(true);
      expect(countedEvents).toContain(count.event);
      // Answered with nothing, from a network rather than an address.
      expect(line, 'status').toMatch(/" 204 0 "/);
      expect(line.split(' ')[0]).toMatch(/^(\d+\.\d+\.\d+\.0|[\da-f]+:[\da-f]+:[\da-f]+::|::)$/);
    }
    // Nothing typed reached the server, in any form, and no page's query is kept.
    const written = log();
    for (const text of Object.values(typed).flatMap((t) => [t, encodeURIComponent(t), t.replace(/\D/g, '')]))
      if (text) expect(written, text).not.toContain(text);
    expect(written.split('\n').filter((l) => /"GET [^ ]*\?/.test(l))).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    // The report, from this log: today's counts read back from its index, kept behind a password.
    symlinkSync(resolve('dist'), join(server.dir, 'current'));
    await run('sh', ['deploy/report.sh', server.dir, join(server.dir, 'access.log')]);
    const month = new Date().toISOString().slice(0, 7);
    expect((await get(server.url, '/reports')).status, 'without the password').toBe(401);
    expect((await get(server.url, `/reports/${month}-counts`)).status, 'without the password').toBe(401);
    const hashed = spawnSync('openssl', ['passwd', '-apr1', 'clinic-password'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(join(server.dir, 'reports.htpasswd'), `clinic:${hashed}\n`);
    const auth = { authorization: `Basic ${Buffer.from('clinic:clinic-password').toString('base64')}` };
    const index = await get(server.url, '/reports', auth);
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toBe(reportsContentSecurityPolicy());
    const row = new RegExp(`<tr data-month="${month}">.*</tr>`).exec(index.body.toString())?.[0] ?? '';
    const cell = (name: string) => Number(new RegExp(`<td data-${name}>(\\d+)</td>`).exec(row)?.[1]);
    for (const event of countedEvents) expect(cell(event), event).toBe(did.filter((d) => d.event === event).length);
    // The pages read: every page view of the log, from a phone (not a crawler).
    const views = written.split('\n').filter((l) => l.includes('"GET ')).length;
    expect(cell('pages')).toBe(views);
    expect(cell('visitors')).toBeGreaterThan(0);
    const visits = await get(server.url, `/reports/${month}`, auth);
    expect(visits.status).toBe(200);
    expect(visits.body.toString()).toContain('Android');
    const byTreatment = await get(server.url, `/reports/${month}-counts`, auth);
    expect(byTreatment.body.toString()).toContain(`event=booking`);
    // The privacy notice says what is counted, in both languages.
    for (const [path, locale] of [
      ['/privacy', 'en'],
      ['/ml/privacy', 'ml'],
    ] as const) {
      await page.goto(path);
      const section = copy[locale].legal.privacy.sections.find((s) => s.id === 'counted')!;
      const events = 'events' in section ? Object.values(section.events) : [];
      for (const words of events) await expect(page.locator('#counted')).toContainText(words);
      await expect(page.locator('#counted')).toContainText(String(clinic.counting.keepDays));
    }
  } finally {
    await context.close();
    await server.stop();
  }
});
