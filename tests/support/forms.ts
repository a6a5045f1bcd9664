import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { clinic, copy, type Locale } from './content';
import { partsOfDay } from '@/copy/en/form-options';
import type { Clinic, Hours } from '@/model';
import { choiceValue, emptyBooking, type BookingRequest } from '@/lib/forms/booking';
import { timeChoices, timeLabel } from '@/lib/forms/sessions';
import type { ShownChoice } from '@/model/assemble';
import { locales } from '@/model/locales';
import { parseIsoDate, toIsoDate, weekdayOf } from '@/lib/forms/format';
import type { EnquiryRequest } from '@/lib/forms/enquiry';
import { buildAppointmentMessage, buildEnquiryMessage } from '@/lib/forms/messages';
import { bookingWindow, dateProblem } from '@/lib/forms/rules';
import { telLink, whatsappLink } from '@/lib/whatsapp';
import { pageWeek } from './weeks';
import { expect } from './browser';

/** The clinic's WhatsApp chat, its number as wa.me wants it, and the appointments phone. */
export const directChat = whatsappLink(clinic.whatsapp);
export const callLink = telLink(clinic.phones.appointments.e164);
export const phoneDisplay = clinic.phones.appointments.display;

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 800 };

/** wa.me never leaves the test machine: every chat, in a popup or in the same window, is this tiny page. */
export async function fakeWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>Chat</p>' }),
  );
}

/** The chat address and the decoded prefilled text of a wa.me link, which carries nothing else. */
export function readChat(url: string) {
  const parsed = new URL(url);
  expect([...parsed.searchParams.keys()], `query of ${url}`).toEqual(['text']);
  return { base: `${parsed.origin}${parsed.pathname}`, text: parsed.searchParams.get('text') };
}

/**
 * Requests that leave the site and console errors, for pages that are expected to leave for wa.me themselves
 * (the `watched` fixture would count that navigation as a stray request).
 */
export function record(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { foreign, errors };
}

/** The error a screen reader hears for a control: the `-error` element named by its aria-describedby. */
export function errorOf(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
    return error?.textContent || null;
  });
}

/** --color-danger of global.css, as the browser computes it: "rgb(r, g, b)". */
const danger = (() => {
  const hex = /--color-danger:\s*#([\da-f]{6});/i.exec(readFileSync('src/styles/global.css', 'utf8'))![1]!;
  return `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
})();

/** The control shows `message` right under it, is marked invalid and has the red border. */
export async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => errorOf(control)).toBe(message);
  const error = control.page().locator(`[id="${await control.getAttribute('id')}-error"]`);
  await expect(error).toBeVisible();
  await expect(control).toHaveCSS('border-top-color', danger);
  // Both boxes read in one frame: the page may still be scrolling the field into view.
  const [c, e] = await control.evaluate((el) => {
    const box = (node: Element) => node.getBoundingClientRect();
    return [box(el), box(document.getElementById(`${el.id}-error`)!)].map(({ x, y, height }) => ({ x, y, height }));
  });
  expect(e!.y, 'error below its control').toBeGreaterThanOrEqual(c!.y + c!.height - 1);
  expect(e!.y - (c!.y + c!.height), 'error close to its control').toBeLessThan(40);
  expect(Math.abs(e!.x - c!.x), 'error aligned with its control').toBeLessThan(2);
}

export async function expectNoError(control: Locator) {
  await expect(control).toHaveAttribute('aria-invalid', 'false');
  await expect.poll(() => errorOf(control)).toBeNull();
  await expect(control).not.toHaveCSS('border-top-color', danger);
}

/** The element is inside the viewport and not under the sticky header or the floating buttons. */
export async function expectInSight(element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const covered = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const points = [
      [box.left + 1, box.top + 1],
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.right - 1, box.bottom - 1],
    ] as const;
    return points.some(([x, y]) =>
      document.elementFromPoint(x, y)?.closest('[data-site-header], [data-floating-actions]'),
    );
  });
  expect(covered, 'covered by the header or the floating buttons').toBe(false);
}

/** "2026-11-24" moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = parseIsoDate(iso)!;
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The first day after `iso` that falls on `weekday` (0 = Sunday). */
export function next(iso: string, weekday: number): string {
  for (let i = 1; ; i++) if (weekdayOf(parseIsoDate(addDays(iso, i))!) === weekday) return addDays(iso, i);
}

/** The dates from `iso` on (within the booking window at `now`) that the clinic's week and closures take. */
export function openDates(iso: string, count: number, now = new Date(), hours: Hours = clinic.hours): string[] {
  const week = pageWeek(hours);
  const dates: string[] = [];
  for (let i = 0; dates.length < count && i < 92; i++)
    if (!dateProblem(addDays(iso, i), now, week)) dates.push(addDays(iso, i));
  return dates;
}

/** A label as the start of an accessible name (the required mark and hints follow it). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The booking form of the home page, found as a patient finds it: by its labels, in the page's language. */
export function bookingForm(page: Page, locale: Locale = 'en') {
  // The home page's section, and the same section on /book.
  const form = page.locator('#appointment-booking form');
  const t = copy[locale].forms.booking;
  return {
    form,
    name: form.getByLabel(label(t.fields.name.label)),
    email: form.getByLabel(label(t.fields.email.label)),
    phone: form.getByLabel(label(t.fields.phone.label)),
    service: form.getByLabel(label(t.fields.service.label)),
    date: form.getByLabel(label(t.fields.date.label)),
    time: form.getByLabel(label(t.fields.time.label)),
    message: form.getByLabel(label(t.fields.message.label)),
    submit: form.getByRole('button', { name: new RegExp(`${t.submit}|${t.submitting.replace(/\./g, '\\.')}`) }),
  };
}

/** The enquiry form of the contact page. */
export function enquiryForm(page: Page, locale: Locale = 'en') {
  const form = page.locator('#enquiry form');
  const t = copy[locale].forms.enquiry;
  return {
    form,
    name: form.getByLabel(label(t.fields.name.label)),
    email: form.getByLabel(label(t.fields.email.label)),
    phone: form.getByLabel(label(t.fields.phone.label)),
    service: form.getByLabel(label(t.fields.service.label)),
    message: form.getByLabel(label(t.fields.message.label)),
    submit: form.getByRole('button', { name: new RegExp(`${t.submit}|${t.submitting.replace(/\./g, '\\.')}`) }),
  };
}

/** Opens the booking section and waits until the island is hydrated (its submit button turns enabled). */
export async function openBooking(page: Page) {
  await page.goto('/#appointment-booking');
  const booking = bookingForm(page);
  await booking.form.scrollIntoViewIfNeeded();
  await expect(booking.submit).toBeEnabled();
  return booking;
}

export async function openEnquiry(page: Page) {
  await page.goto('/contact');
  const enquiry = enquiryForm(page);
  await enquiry.form.scrollIntoViewIfNeeded();
  await expect(enquiry.submit).toBeEnabled();
  return enquiry;
}

/**
 * The booking form of /book, in each language, offers the clinic's choices (`choices`, its content) in their order and
 * in the page's words, then "Other"; each sends the choice's English words and the specialty of its service.
 */
export async function expectBookingChoices(page: Page, choices: ShownChoice[]) {
  for (const locale of locales) {
    await page.goto(locale === 'en' ? '/book' : `/${locale}/book`);
    const options = bookingForm(page, locale).service.locator('option');
    const words = copy[locale].forms;
    await expect(options).toHaveText([
      words.booking.fields.service.placeholder,
      ...choices.map((c) => c.choice[locale]),
      words.page.other,
    ]);
    const values = await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['', ...choices.map(choiceValue), copy.en.forms.page.other]);
  }
}

/**
 * The booking form's time follows the chosen day, for the clinic whose `hours` the page shows: before a date, any
 * time and the week's sessions; then, on each open day of a week, that day's sessions only, named by their start, each
 * taken without a word; the message sends the last one as shown. `service` is one the form offers.
 */
export async function expectTimeFollowsTheDay(page: Page, hours: Hours, service: string) {
  await fakeWhatsApp(page.context());
  const f = await openBooking(page);
  const week = pageWeek(hours);
  const words = copy.en.forms.booking.fields.time;
  const options = (date: string) => [words.any, ...timeChoices(week, date).map((c) => timeLabel(c, words, week.times))];
  await expect(f.time.locator('option')).toHaveText(options(''));
  const dates = openDates(bookingWindow(new Date()).min, 7, new Date(), hours);
  expect(dates).toHaveLength(7);
  for (const date of dates) {
    // From any time: a session chosen on one day and not held on the next stays shown, with its message.
    await f.time.selectOption('');
    await f.date.fill(date);
    await expect(f.time.locator('option')).toHaveText(options(date));
    for (const choice of timeChoices(week, date)) {
      await f.time.selectOption(choice.value);
      await f.time.blur();
      await expectNoError(f.time);
    }
  }
  const date = dates.at(-1)!;
  const chosen = timeChoices(week, date).at(-1)!;
  const request: BookingRequest = {
    ...emptyBooking,
    forWhom: 'self',
    name: 'Anna Mathew',
    email: 'anna@example.com',
    phone: '98470 21993',
    service,
    date,
  };
  await f.name.fill(request.name);
  await f.email.fill(request.email);
  await f.phone.fill(request.phone);
  await f.service.selectOption(service);
  await f.date.fill(date);
  await f.time.selectOption(chosen.value);
  const popup = page.context().waitForEvent('page');
  await f.submit.click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const { text } = readChat(chat.url());
  expect(text).toBe(buildAppointmentMessage({ ...request, time: chosen.value }));
  const [opens, closes] = chosen.session.map((m) => week.times[m]!.replace(/\s/g, ' '));
  expect(text).toContain(`Preferred Time: ${partsOfDay[chosen.part!]} (${opens} - ${closes})\n`);
}

/**
 * The enquiry form of `path` (a contact page), sent with a valid question: the chat opens to the clinic's WhatsApp
 * number with the message the site writes, and the panel that replaces the form offers the clinic's appointments phone.
 */
export async function expectEnquirySent(page: Page, clinic: Clinic, path = '/contact') {
  const question: EnquiryRequest = {
    name: 'Rahul Nair',
    email: 'rahul@example.in',
    phone: '',
    service: '',
    message: 'Are you open on public holidays?',
  };
  await fakeWhatsApp(page.context());
  await page.goto(path);
  const f = enquiryForm(page, path.startsWith('/ml') ? 'ml' : 'en');
  await f.form.scrollIntoViewIfNeeded();
  await expect(f.submit).toBeEnabled();
  await f.name.fill(question.name);
  await f.email.fill(question.email);
  await f.message.fill(question.message);
  const popup = page.context().waitForEvent('page');
  await f.submit.click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const { base, text } = readChat(chat.url());
  expect(base).toBe(whatsappLink(clinic.whatsapp));
  expect(text).toBe(buildEnquiryMessage(question));
  await page.bringToFront();
  const call = page.locator('#enquiry .sent-call a');
  await expect(call).toHaveAttribute('href', telLink(clinic.phones.appointments.e164));
  await expect(call).toHaveText(clinic.phones.appointments.display);
}
