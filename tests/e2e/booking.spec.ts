import { devices, type Locator, type Page } from '@playwright/test';
import { emptyBooking, type BookingRequest } from '@/lib/forms/booking';
import { buildAppointmentMessage } from '@/lib/forms/messages';
import { quoted } from '@/lib/forms/text';
import { bookingWindow } from '@/lib/forms/rules';
import { whatsappLink } from '@/lib/whatsapp';
import { bookingChoices, clinic } from '../support/content';
import { choiceValue } from '@/lib/forms/booking';
import { expect, test } from '../support/browser';
import {
  addDays,
  bookingForm,
  callLink,
  desktopViewport,
  directChat,
  expectError,
  expectInSight,
  expectNoError,
  fakeWhatsApp,
  next,
  openBooking,
  expectBookingChoices,
  expectTimeFollowsTheDay,
  phoneDisplay,
  phoneViewport,
  readChat,
  record,
} from '../support/forms';

type Booking = ReturnType<typeof bookingForm>;

/** A request with text that must survive URL encoding: &, #, %, ?, +, a line break and Malayalam. */
function request(date: string): BookingRequest {
  return {
    ...emptyBooking,
    forWhom: 'self',
    name: 'Anna Mathew',
    email: 'anna.mathew@example.com',
    phone: '+91 98470 21993',
    service: choiceValue(bookingChoices.at(-1)!),
    date,
    message: 'Pain & swelling near tooth #2, 50% worse at night?\nനന്ദി',
  };
}

/** Types a request as a visitor would, with the stray spaces a phone keyboard leaves around a name. */
async function fill(f: Booking, r: BookingRequest) {
  await f.name.fill(`  ${r.name} `);
  await f.email.fill(r.email);
  await f.phone.fill(r.phone);
  await f.service.selectOption(r.service);
  await f.date.fill(r.date);
  await f.message.fill(r.message);
}

/** A bookable Monday of today's window, clinic time. */
const monday = () => next(bookingWindow(new Date()).min, 1);

async function expectEmpty(f: Booking) {
  for (const control of [f.name, f.email, f.phone, f.service, f.date, f.message]) {
    await expect(control).toHaveValue('');
    await expect(control).toHaveAttribute('aria-invalid', 'false');
  }
}

/** Submits a valid request and checks the wait: button disabled, spinner and 'Sending Request...' for about 1 s. */
async function submitAndWatchTheWait(page: Page, f: Booking) {
  const started = Date.now();
  await f.submit.click();
  await expect(f.submit).toBeDisabled();
  await expect(f.submit).toHaveText('Sending Request...');
  await expect(f.submit.locator('svg')).toBeVisible();
  await expect(f.submit.locator('svg')).toHaveCSS('animation-name', 'spin');
  await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: /Request Sent|One more step/ })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
}

for (const viewport of [phoneViewport, desktopViewport]) {
  test.describe(`booking journey at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('validates as the visitor goes, blocks an empty submit, then hands the request to WhatsApp', async ({
      watched: page,
    }) => {
      await fakeWhatsApp(page.context());
      const popups: Page[] = [];
      page.context().on('page', (p) => popups.push(p));
      const f = await openBooking(page);

      // Leaving an empty required field shows its error under it; fixing it removes the error at once.
      await f.name.focus();
      await f.name.blur();
      await expectError(f.name, 'Name is required');
      await f.name.fill('A');
      await expectError(f.name, 'Name must be at least 2 characters');
      await f.name.fill('An');
      await expectNoError(f.name);
      await f.email.fill('anna@');
      await f.email.blur();
      await expectError(f.email, 'Please enter a valid email address');
      await f.email.fill('anna@example.com');
      await expectNoError(f.email);
      await f.phone.fill('----------');
      await f.phone.blur();
      await expectError(f.phone, 'Please enter a valid phone number');
      await f.name.fill('');
      await f.email.fill('');
      await f.phone.fill('');

      // An empty submit shows every error, goes nowhere and puts the visitor on the first field to fix.
      await f.submit.click();
      await expectError(f.name, 'Name is required');
      await expectError(f.email, 'Email is required');
      await expectError(f.phone, 'Phone number is required');
      await expectError(f.service, 'Please select a service');
      await expectError(f.date, 'Please select a preferred date');
      await expectNoError(f.message);
      await expect(f.name).toBeFocused();
      await expectInSight(f.form.locator(`label[for="${await f.name.getAttribute('id')}"]`));
      await expect(f.submit).toHaveText('Book Appointment');
      expect(popups).toHaveLength(0);

      const r = request(monday());
      await fill(f, r);
      for (const control of [f.name, f.email, f.phone, f.service, f.date, f.message]) await expectNoError(control);

      const popup = page.context().waitForEvent('page');
      await submitAndWatchTheWait(page, f);
      const chat = await popup;
      await chat.waitForURL(/^https:\/\/wa\.me\//);
      expect(readChat(chat.url())).toEqual({ base: directChat, text: buildAppointmentMessage(r) });
      expect(popups).toHaveLength(1);

      const heading = page.getByRole('heading', { name: 'Request Sent Successfully!' });
      await expect(heading).toBeFocused();
      const panel = page.locator('#appointment-booking').getByRole('region', { name: 'Request Sent Successfully!' });
      await expect(panel).toContainText(
        'Your appointment request has been forwarded to WhatsApp. Our team will contact you shortly to confirm it.',
      );
      await expect(panel.getByRole('alert')).toHaveCount(0);
      await expect(panel.getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute(
        'href',
        whatsappLink(clinic.whatsapp, buildAppointmentMessage(r)),
      );
      await expect(panel.locator(`a[href="${callLink}"]`)).toHaveText(phoneDisplay);
      await expect(f.form).toHaveCount(0);

      // The visitor comes back to the site's tab.
      await page.bringToFront();
      // The section's direct links stay beside the panel.
      const section = page.locator('#appointment-booking');
      await expect(section.locator(`a[href="${directChat}"]`)).toBeVisible();
      await expect(section.locator(`a[href="${callLink}"]`).last()).toBeVisible();

      await Promise.all([
        page.waitForEvent('load'),
        panel.getByRole('button', { name: 'Book Another Appointment' }).click(),
      ]);
      const again = bookingForm(page);
      await again.form.scrollIntoViewIfNeeded();
      await expect(again.submit).toBeEnabled();
      await expectEmpty(again);
    });
  });
}

test.describe('choices', () => {
  test('the form offers the clinic’s choices in patients’ words, in both languages, each sent with its service', async ({
    watched: page,
  }) => {
    await expectBookingChoices(page, bookingChoices);
  });
});

test.describe('preferred time', () => {
  test('follows the chosen day: its sessions only, named by their start, each taken and sent as shown', async ({
    watched: page,
  }) => {
    await expectTimeFollowsTheDay(page, clinic.hours, choiceValue(bookingChoices[0]!));
  });
});

test.describe('preferred date', () => {
  test('the picker offers today to today + 3 months in clinic time, and refuses Sundays and later days', async ({
    watched: page,
  }) => {
    const f = await openBooking(page);
    const window = bookingWindow(new Date());
    await expect(f.date).toHaveAttribute('min', window.min);
    await expect(f.date).toHaveAttribute('max', window.max);

    await f.date.fill(next(window.min, 0));
    await f.date.blur();
    await expectError(f.date, 'The clinic is closed on Sundays. Please choose another day.');
    await f.date.fill(next(window.max, 1));
    await expectError(f.date, 'Please choose a date within the next 3 months');
    await f.date.fill(addDays(window.min, -1));
    await expectError(f.date, 'Please choose a date within the next 3 months');
    await f.date.fill(next(addDays(window.max, -7), 2));
    await expectNoError(f.date);
  });

  test.describe('for a visitor in Los Angeles', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('late in the evening the window starts on the clinic date, which is already tomorrow there', async ({
      watched: page,
    }) => {
      await fakeWhatsApp(page.context());
      // Monday 23 November 2026, 21:30 in Los Angeles = Tuesday 24 November, 11:00 in Kottayam.
      await page.clock.setFixedTime(new Date('2026-11-23T21:30:00-08:00'));
      const f = await openBooking(page);
      expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe('2026-11-23');
      await expect(f.date).toHaveAttribute('min', '2026-11-24');
      await expect(f.date).toHaveAttribute('max', '2027-02-24');
      await f.date.fill('2026-11-23');
      await f.date.blur();
      await expectError(f.date, 'Please choose a date within the next 3 months');

      const r = { ...request('2026-11-24'), service: choiceValue(bookingChoices[0]!) };
      await fill(f, r);
      const popup = page.context().waitForEvent('page');
      await f.submit.click();
      const chat = await popup;
      await chat.waitForURL(/^https:\/\/wa\.me\//);
      expect(readChat(chat.url()).text).toBe(buildAppointmentMessage(r));
      expect(readChat(chat.url()).text).toContain('Preferred Date: Tuesday, 24 November 2026');
    });

    test('at 00:30 in Kottayam the window starts on the clinic date while it is still the day before here', async ({
      watched: page,
    }) => {
      // Tuesday 24 November 2026, 11:00 in Los Angeles = Wednesday 25 November, 00:30 in Kottayam.
      await page.clock.setFixedTime(new Date('2026-11-25T00:30:00+05:30'));
      const f = await openBooking(page);
      expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe('2026-11-24');
      await expect(f.date).toHaveAttribute('min', '2026-11-25');
      await expect(f.date).toHaveAttribute('max', '2027-02-25');
      await f.date.fill('2026-11-24');
      await f.date.blur();
      await expectError(f.date, 'Please choose a date within the next 3 months');
      await f.date.fill('2026-11-25');
      await expectNoError(f.date);
    });
  });
});

/** Presses Tab until `target` has focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, max: number) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

const desktopSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function sameWindow(page: Page, baseURL: string) {
  const seen = record(page, baseURL);
  await fakeWhatsApp(page.context());
  const popups: Page[] = [];
  page.context().on('page', (p) => p !== page && popups.push(p));
  const f = await openBooking(page);
  const r = request(monday());
  await fill(f, r);
  await f.submit.click();
  await expect(f.submit).toHaveText('Sending Request...');
  await page.waitForURL(/^https:\/\/wa\.me\//);
  expect(readChat(page.url())).toEqual({ base: directChat, text: buildAppointmentMessage(r) });
  expect(popups).toHaveLength(0);
  expect(seen.foreign).toEqual([whatsappLink(clinic.whatsapp, buildAppointmentMessage(r))]);
  expect(seen.errors).toEqual([]);
}

test.describe('iPhone and iPad', () => {
  test.describe('an iPhone', () => {
    const { userAgent, viewport, isMobile, hasTouch } = devices['iPhone 13'];
    test.use({ userAgent, viewport, isMobile, hasTouch });

    test('goes to the chat in the same window, with no popup', async ({ page, baseURL }) => {
      await sameWindow(page, baseURL!);
    });
  });

  test.describe('an iPad reporting a desktop Safari user agent', () => {
    test.use({ userAgent: desktopSafari, viewport: { width: 820, height: 1180 } });

    test('goes to the chat in the same window, with no popup', async ({ page, baseURL }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }));
      await sameWindow(page, baseURL!);
    });
  });

  test.describe('a Mac with desktop Safari', () => {
    test.use({ userAgent: desktopSafari });

    test('opens the chat in a new tab', async ({ watched: page }) => {
      await fakeWhatsApp(page.context());
      const f = await openBooking(page);
      const r = request(monday());
      await fill(f, r);
      const popup = page.context().waitForEvent('page');
      await f.submit.click();
      const chat = await popup;
      await chat.waitForURL(/^https:\/\/wa\.me\//);
      expect(readChat(chat.url()).text).toBe(buildAppointmentMessage(r));
      await expect(page).toHaveURL(/\/#appointment-booking$/);
    });
  });
});

test.describe('a blocked popup', () => {
  test('makes the panel say what is left to do, with the full message one tap away and the phone', async ({
    watched: page,
  }) => {
    await fakeWhatsApp(page.context());
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const f = await openBooking(page);
    const r = request(monday());
    await fill(f, r);
    await submitAndWatchTheWait(page, f);

    const title = 'One more step: send your request in WhatsApp';
    const heading = page.getByRole('heading', { name: title });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Request Sent Successfully!')).toHaveCount(0);
    const panel = page.getByRole('region', { name: title });
    // On a computer the panel also holds a QR code for the phone; what to do next is in sight.
    for (const part of [heading, panel.getByRole('alert'), panel.getByRole('link', { name: /Open WhatsApp/ })])
      await expectInSight(part);
    await expect(panel).toContainText('WhatsApp could not be opened automatically');
    await expect(panel).not.toContainText('has been forwarded to WhatsApp');
    const open = panel.getByRole('link', { name: /Open WhatsApp/ });
    await expect(open).toBeVisible();
    const href = (await open.getAttribute('href'))!;
    expect(readChat(href)).toEqual({ base: directChat, text: buildAppointmentMessage(r) });
    // The visitor's message comes quoted line by line.
    for (const value of [r.name, r.email, r.phone, r.service, quoted(r.message)])
      expect(readChat(href).text).toContain(value);
    await expect(panel.locator(`a[href="${callLink}"]`)).toHaveText(phoneDisplay);

    // The link is the main action: the first one in the panel, and it opens the same chat.
    await expect(panel.locator('a, button').first()).toHaveText(/Open WhatsApp/);
    const popup = page.context().waitForEvent('page');
    await open.click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(readChat(chat.url()).text).toBe(buildAppointmentMessage(r));
  });
});

test.describe('keyboard only', () => {
  test.use({ locale: 'en-US' });

  test('a visitor can fill and send the form with Tab, typing, arrows and Enter', async ({ watched: page }) => {
    await fakeWhatsApp(page.context());
    const f = await openBooking(page);
    const date = monday();
    const [year, month, day] = date.split('-');
    const r = { ...request(date), service: choiceValue(bookingChoices[0]!), message: 'First visit' };

    // The hash link leaves the focus start at the section: the first Tab lands on the first field.
    await page.keyboard.press('Tab');
    await expect(f.name).toBeFocused();
    await page.keyboard.type(r.name);
    await page.keyboard.press('Tab');
    await expect(f.email).toBeFocused();
    await page.keyboard.type(r.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(r.phone);
    await page.keyboard.press('Tab');
    await expect(f.service).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(f.service).toHaveValue(r.service);
    await page.keyboard.press('Tab');
    await expect(f.date).toBeFocused();
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(f.date).toHaveValue(date);
    // Chromium's date input keeps one more Tab stop of its own (the calendar button); the preferred time and who
    // the appointment is for come next.
    await tabTo(page, f.message, 4);
    await page.keyboard.type(r.message);
    await tabTo(page, f.submit, 1);

    const popup = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    await expect(f.submit).toHaveText('Sending Request...');
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(readChat(chat.url()).text).toBe(buildAppointmentMessage(r));
    await expect(page.getByRole('heading', { name: 'Request Sent Successfully!' })).toBeFocused();
  });

  test('Space on the button submits too, and an invalid submit lands on the field to fix', async ({
    watched: page,
  }) => {
    const f = await openBooking(page);
    await f.name.fill('Anna Mathew');
    await f.submit.focus();
    await page.keyboard.press('Space');
    await expect(f.email).toBeFocused();
    await expectError(f.email, 'Email is required');
    await expectNoError(f.name);
  });
});

test.describe('length limits', () => {
  test('a counter appears near the 100-character name limit; a long message is flagged, never cut', async ({
    watched: page,
  }) => {
    const f = await openBooking(page);
    const nameCounter = page.locator(`[id="${await f.name.getAttribute('id')}-counter"]`);
    await f.name.fill('a'.repeat(79));
    await expect(nameCounter).toBeEmpty();
    await f.name.fill('a'.repeat(81));
    await expect(nameCounter).toHaveText('81 of 100 characters');
    await expect(nameCounter).toBeVisible();
    await f.name.fill('a'.repeat(101));
    await f.name.blur();
    await expectError(f.name, 'Name must be at most 100 characters');
    await expect(f.name).toHaveValue('a'.repeat(101));

    const long = 'x'.repeat(1001);
    await f.message.fill(long);
    await f.message.blur();
    await expect(page.getByText('1001 of 1000 characters')).toBeVisible();
    await expectError(f.message, 'Your message is too long: please keep it to 1000 characters');
    await expect(f.message).toHaveValue(long);
    await f.message.press('Backspace');
    await expectNoError(f.message);
    await expect(f.message).toHaveValue('x'.repeat(1000));
  });
});

test.describe('before the form wakes up', () => {
  test('what a visitor types while the form script is still loading is kept and sent', async ({ watched: page }) => {
    await fakeWhatsApp(page.context());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/BookingFormEn\.[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/#appointment-booking');
    const f = bookingForm(page);
    await f.form.scrollIntoViewIfNeeded();
    await expect(f.submit).toBeDisabled();
    const r = request(monday());
    await f.name.fill(r.name);
    await f.email.fill(r.email);
    await f.service.selectOption(r.service);
    release();
    await expect(f.submit).toBeEnabled();
    await expect(f.name).toHaveValue(r.name);
    await expect(f.service).toHaveValue(r.service);
    await f.phone.fill(r.phone);
    await f.date.fill(r.date);
    await f.message.fill(r.message);
    const popup = page.context().waitForEvent('page');
    await f.submit.click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    expect(readChat(chat.url()).text).toBe(buildAppointmentMessage(r));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking section offers the direct WhatsApp and call links, and the form cannot send anything', async ({
    watched: page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/#appointment-booking');
    const section = page.locator('#appointment-booking');
    await expect(section.locator(`a[href="${directChat}"]`)).toBeVisible();
    await expect(section.locator(`a[href="${callLink}"]`)).toBeVisible();
    // Playwright's text matching skips <noscript>, but the browser shows its text.
    await expect(section.locator('noscript')).toBeVisible();
    expect(await section.locator('noscript').innerHTML()).toContain('Sending this form needs JavaScript');

    const f = bookingForm(page);
    await expect(f.form).toBeVisible();
    expect(await f.form.getAttribute('action')).toBeNull();
    expect(await f.form.getAttribute('method')).toBeNull();
    await expect(f.submit).toBeDisabled();
    await f.name.fill('Anna Mathew');
    await f.email.fill('anna@example.com');
    const url = page.url();
    // A click on the disabled button itself (a click at its place may land on whatever covers it), then Enter.
    await f.submit.dispatchEvent('click');
    await f.name.press('Enter');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(url);
    expect(requests.filter((u) => u.includes('?'))).toEqual([]);
  });
});

test.describe('lazy hydration', () => {
  test('the home page loads React and the form only once the booking section nears the viewport', async ({
    watched: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    const site = await siteScripts(page);
    expect(
      scripts.every((s) => site.includes(s)),
      `scripts before scrolling: ${scripts.join(', ')}`,
    ).toBe(true);
    const before = scripts.length;

    await page.locator('#appointment-booking').scrollIntoViewIfNeeded();
    await expect(bookingForm(page).submit).toBeEnabled();
    const later = scripts.slice(before);
    expect(later.length, 'the form scripts arrive once it is near').toBeGreaterThanOrEqual(2);
    const bodies = await Promise.all(later.map(async (s) => (await page.request.get(s)).text()));
    expect(
      bodies.some((body) => /react\.dev/.test(body)),
      `React among ${later.join(', ')}`,
    ).toBe(true);
  });

  for (const path of ['/about', '/services', '/doctors']) {
    test(`${path} ships no React: only the site script`, async ({ watched: page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 6000);
      await page.waitForLoadState('networkidle');
      const site = await siteScripts(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => !site.includes(s))).toEqual([]);
      await expect(page.locator('astro-island')).toHaveCount(0);
    });
  }
});

/**
 * The page's module scripts (the site script, and a form's own script where there is a form) and the modules they
 * import: none of them is React, which only a form's script fetches, and only when the form nears the viewport.
 */
async function siteScripts(page: Page): Promise<string[]> {
  const entries = await page
    .locator('script[type="module"][src]')
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLScriptElement).src).pathname));
  expect(entries.length).toBeGreaterThan(0);
  // Static imports, with bindings (`from "./x.js"`) or for their effect alone (`import "./x.js"`), followed through.
  const found = [...entries];
  for (const script of found) {
    const body = await (await page.request.get(script)).text();
    const imports = [...body.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/_astro/${m[1]}`);
    found.push(...imports.filter((path) => !found.includes(path)));
  }
  for (const path of found) expect(await (await page.request.get(path)).text(), path).not.toMatch(/react/i);
  return found;
}
