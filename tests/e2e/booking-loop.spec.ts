import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { bookingChoices, clinic, copy, doctors } from '../support/content';
import { partsOfDay } from '@/copy/en/form-options';
import { choiceValue, emptyBooking } from '@/lib/forms/booking';
import { timeChoices, timeLabel } from '@/lib/forms/sessions';
import { bookingWindow } from '@/lib/forms/rules';
import { pageWeek } from '../support/weeks';
import { buildAppointmentMessage } from '@/lib/forms/messages';
import { expect, test } from '../support/browser';
import { addDays, bookingForm, fakeWhatsApp, openDates, readChat } from '../support/forms';

// Tuesday 24 November 2026, 11:00 in Kottayam.
const now = new Date('2026-11-24T11:00:00+05:30');

/** The booking form of /book, awake. */
async function openBook(page: Page, path = '/book') {
  await page.clock.setFixedTime(now);
  await page.goto(path);
  const f = bookingForm(page);
  await expect(f.submit).toBeEnabled();
  return f;
}

test.describe('the booking page', () => {
  // A closure refused with its reason: tests/e2e/admin.spec.ts, on the site rebuilt after the editor saved one.
  test('books a child, with a message that says so', async ({ watched: page }) => {
    await fakeWhatsApp(page.context());
    const f = await openBook(page);
    // The clinic's first open day after today, and its first session.
    const week = pageWeek(clinic.hours);
    const date = openDates(addDays(bookingWindow(now).min, 1), 1, now)[0]!;
    const choice = timeChoices(week, date)[0]!;
    await f.name.fill('Anna Mathew');
    await f.email.fill('anna@example.com');
    await f.phone.fill('(+91) 98765 43210');
    await f.service.selectOption(choiceValue(bookingChoices[0]!));
    await f.date.fill(date);
    await f.time.selectOption({ label: timeLabel(choice, copy.en.forms.booking.fields.time, week.times) });
    await f.form.getByLabel(/^Who is the appointment for/).selectOption('child');
    await f.form.getByLabel(/^Patient's Full Name/).fill('Meera Mathew');
    await f.form.getByLabel(/^Patient's Age/).fill('7');
    const popup = page.context().waitForEvent('page');
    await f.submit.click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const { text } = readChat(chat.url());
    expect(text).toBe(
      buildAppointmentMessage({
        ...emptyBooking,
        name: 'Anna Mathew',
        email: 'anna@example.com',
        phone: '(+91) 98765 43210',
        service: choiceValue(bookingChoices[0]!),
        date,
        time: choice.value,
        forWhom: 'child',
        patientName: 'Meera Mathew',
        patientAge: '7',
      }),
    );
    expect(text).toContain('Appointment For: My child\nPatient Name: Meera Mathew\nPatient Age: 7\n');
    expect(text).toContain('*Booked By*\nName: Anna Mathew\n');
    expect(text).toContain(`Preferred Time: ${partsOfDay[choice.part!]} (`);
  });

  test('on a computer, the panel shows a QR code of the same link and copies the message', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await fakeWhatsApp(page.context());
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const f = await openBook(page);
    expect(
      scripts.filter((s) => /PhoneHandoff/.test(s)),
      'no QR code library before a submit',
    ).toEqual([]);
    await f.name.fill('Anna Mathew');
    await f.email.fill('anna@example.com');
    await f.phone.fill('+91-98765-43210');
    await f.service.selectOption(choiceValue(bookingChoices[0]!));
    await f.date.fill(openDates(addDays(bookingWindow(now).min, 1), 1, now)[0]!);
    await f.message.fill('First visit\nമലയാളം');
    const popup = page.context().waitForEvent('page');
    await f.submit.click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    await page.bringToFront();
    const link = await page.getByRole('link', { name: /Open WhatsApp/ }).getAttribute('href');
    expect(link).toBe(chat.url());

    const qr = page.getByRole('img', { name: 'QR code of the WhatsApp link with your message' });
    await expect(qr).toBeVisible();
    // The canvas, drawn four pixels a module, read and decoded as a phone's camera would.
    const { data, width, height } = await qr.evaluate((canvas: HTMLCanvasElement) => {
      const big = document.createElement('canvas');
      [big.width, big.height] = [canvas.width * 4, canvas.height * 4];
      const context = big.getContext('2d')!;
      context.imageSmoothingEnabled = false;
      context.drawImage(canvas, 0, 0, big.width, big.height);
      const image = context.getImageData(0, 0, big.width, big.height);
      return { data: [...image.data], width: image.width, height: image.height };
    });
    expect(jsQR(Uint8ClampedArray.from(data), width, height)?.data).toBe(link);

    await page.getByRole('button', { name: 'Copy message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readChat(link!).text);
  });
});

test.describe('the confirmation link', () => {
  for (const locale of ['en', 'ml'] as const) {
    test(`${locale}: /visit shows the appointment and builds a calendar file that parses`, async ({ page }) => {
      await page.clock.setFixedTime(now);
      const doctor = doctors[1]!;
      const base = locale === 'en' ? '' : '/ml';
      await page.goto(`${base}/visit?d=2026-12-01&t=10:30&doc=${doctor.id}`);
      const t = copy[locale].appointments.visit;
      await expect(page.getByText(t.timeZone)).toBeVisible();
      await expect(page.getByText(doctor.name)).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.ics }).click();
      const file = readFileSync((await (await download).path())!, 'utf8');
      const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
      const start = new ICAL.Event(vevent).startDate.toJSDate();
      expect(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'short' }).format(
          start,
        ),
      ).toBe('01/12/2026, 10:30');
      expect(String(vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger'))).toBe('-P1D');
      expect(vevent.getFirstPropertyValue('summary')).toBe(
        copy[locale].appointments.visit.calendarTitle.replace('{brand}', clinic.name),
      );
      const google = new URL((await page.getByRole('link', { name: new RegExp(t.google) }).getAttribute('href'))!);
      expect(google.searchParams.get('dates')).toBe('20261201T050000Z/20261201T053000Z');
    });
  }

  test('a past or broken link says so kindly and offers booking', async ({ page }) => {
    await page.clock.setFixedTime(now);
    const t = copy.en.appointments.visit;
    await page.goto('/visit?d=2026-11-20&t=10:30');
    await expect(page.getByRole('heading', { name: t.past.title })).toBeVisible();
    await expect(page.getByText('Friday, 20 November 2026 at 10:30 AM')).toBeVisible();
    await page.goto('/visit?d=2026-11-3');
    await expect(page.getByRole('heading', { name: t.invalid.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.book })).toHaveAttribute('href', '/book');
  });

  test('/visit/new makes a link that opens that appointment, and the replies in both languages', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.setFixedTime(now);
    await page.goto('/visit/new');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const t = copy.en.appointments.visitNew;
    await page.getByLabel(t.date).fill('2026-12-01');
    await page.getByLabel(t.time).fill('10:30');
    await page.getByLabel(t.doctor).selectOption(doctors[0]!.id);
    const link = await page.getByLabel(t.link, { exact: true }).inputValue();
    expect(new URL(link).pathname + new URL(link).search).toBe(`/visit?d=2026-12-01&t=10%3A30&doc=${doctors[0]!.id}`);
    await expect(page.getByLabel(t.replyEn)).toHaveValue(
      new RegExp(`Tuesday, 1 December 2026 at 10:30 AM .*${doctors[0]!.name}.*${link.replace(/[.?]/g, '\\$&')}`),
    );
    await expect(page.getByLabel(t.replyMl)).toHaveValue(/ഡിസംബർ 1.*\/ml\/visit\?d=2026-12-01/);
    await page.locator('[data-copy="visit-link"]').click();
    await expect(page.getByRole('status')).toHaveText(t.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.goto(link);
    await expect(page.getByText('Tuesday, 1 December 2026 at 10:30 AM')).toBeVisible();
  });
});

test('a language value set by hand in localStorage is ignored: no error, no redirect, no loop', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const value of ['xx', '../evil', 'constructor', '']) {
    await page.goto('/about');
    await page.evaluate((v) => localStorage.setItem('lang', v), value);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  expect(errors).toEqual([]);
});
