import { devices, type Page } from '@playwright/test';
import type { EnquiryRequest } from '@/lib/forms/enquiry';
import { buildEnquiryMessage } from '@/lib/forms/messages';
import { whatsappLink } from '@/lib/whatsapp';
import { clinic, copy } from '../support/content';
import { expect, test } from '../support/browser';
import {
  callLink,
  desktopViewport,
  directChat,
  enquiryForm,
  expectError,
  expectInSight,
  expectNoError,
  fakeWhatsApp,
  openEnquiry,
  phoneDisplay,
  phoneViewport,
  readChat,
  record,
} from '../support/forms';

type Enquiry = ReturnType<typeof enquiryForm>;

const question: EnquiryRequest = {
  name: 'Rahul Nair',
  email: 'rahul@example.in',
  phone: '',
  service: '',
  message: 'Do you accept UPI & cards? Is 50% upfront needed for #implants?\nThanks',
};

async function fill(f: Enquiry, r: EnquiryRequest) {
  await f.name.fill(` ${r.name}  `);
  await f.email.fill(r.email);
  await f.phone.fill(r.phone);
  await f.service.selectOption(r.service);
  await f.message.fill(r.message);
}

/** Submits a valid enquiry: button disabled, spinner and 'Sending Message...' for about a second. */
async function submitAndWatchTheWait(page: Page, f: Enquiry) {
  const started = Date.now();
  await f.submit.click();
  await expect(f.submit).toBeDisabled();
  await expect(f.submit).toHaveText('Sending Message...');
  await expect(f.submit.locator('svg')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: /Message Sent|One more step/ })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
}

test.describe('what the enquiry form offers', () => {
  test('its own topics, an optional phone and service, a 5-row message and no date', async ({ watched: page }) => {
    const f = await openEnquiry(page);
    expect(
      await f.service
        .locator('option')
        .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent])),
    ).toEqual([
      ['', 'Select a service'],
      ['dental-care', 'Dental Care enquiry'],
      ['feedback', 'Feedback'],
      ['other', 'Other'],
    ]);
    await expect(f.message).toHaveAttribute('rows', '5');
    await expect(f.form.locator('input[type="date"]')).toHaveCount(0);
    await expect(f.form.locator(`label[for="${await f.phone.getAttribute('id')}"]`)).toHaveText('Phone (optional)');
    await expect(f.form.locator(`label[for="${await f.service.getAttribute('id')}"]`)).toHaveText('Service (optional)');
    await expect(f.form).toHaveAttribute('novalidate', '');
    // One privacy note, next to the button, linking to the privacy page.
    await expect(page.locator('#enquiry').getByText(copy.en.forms.shared.privacy.text)).toHaveCount(1);
    await expect(page.locator('#enquiry a[href="/privacy"]')).toHaveCount(1);
  });
});

for (const viewport of [phoneViewport, desktopViewport]) {
  test.describe(`enquiry journey at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('validates as the visitor goes, blocks an empty submit, then hands the message to WhatsApp', async ({
      watched: page,
    }) => {
      await fakeWhatsApp(page.context());
      const popups: Page[] = [];
      page.context().on('page', (p) => popups.push(p));
      const f = await openEnquiry(page);

      await f.name.focus();
      await f.name.blur();
      await expectError(f.name, 'Name is required');
      await f.name.fill('R');
      await expectNoError(f.name);
      await f.email.fill('rahul');
      await f.email.blur();
      await expectError(f.email, 'Invalid email address');
      await f.email.fill('rahul@home');
      await expectNoError(f.email);
      // Phone and service are optional: leaving them empty is fine, a number too short to call back is not.
      await f.phone.focus();
      await f.phone.blur();
      await expectNoError(f.phone);
      await f.phone.fill('12');
      await f.phone.blur();
      await expectError(f.phone, 'Please enter a valid phone number');
      await f.phone.fill('');
      await expectNoError(f.phone);
      await f.name.fill('');
      await f.email.fill('');

      await f.submit.click();
      await expectError(f.name, 'Name is required');
      await expectError(f.email, 'Email is required');
      await expectError(f.message, 'Message is required');
      await expectNoError(f.phone);
      await expectNoError(f.service);
      await expect(f.name).toBeFocused();
      await expectInSight(f.form.locator(`label[for="${await f.name.getAttribute('id')}"]`));
      await expect(f.submit).toHaveText('Send Message');
      expect(popups).toHaveLength(0);

      await fill(f, question);
      const popup = page.context().waitForEvent('page');
      await submitAndWatchTheWait(page, f);
      const chat = await popup;
      await chat.waitForURL(/^https:\/\/wa\.me\//);
      const { base, text } = readChat(chat.url());
      expect(base).toBe(directChat);
      expect(text).toBe(buildEnquiryMessage(question));
      expect(text).toContain('Name: Rahul Nair\n');
      expect(text).toContain('Phone: Not provided\n');
      expect(text).toContain('Service Interest: General Inquiry\n');
      expect(text).not.toMatch(/date/i);

      await page.bringToFront();
      const heading = page.getByRole('heading', { name: 'Message Sent Successfully!' });
      await expect(heading).toBeFocused();
      const panel = page.getByRole('region', { name: 'Message Sent Successfully!' });
      await expect(panel).toContainText(
        'Your message has been forwarded to WhatsApp. Our team will get back to you shortly.',
      );
      await expect(panel.getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute(
        'href',
        whatsappLink(clinic.whatsapp, buildEnquiryMessage(question)),
      );
      await expect(panel.locator(`a[href="${callLink}"]`)).toHaveText(phoneDisplay);
      await expect(f.form).toHaveCount(0);
      await expect(page.locator('#enquiry').locator(`a[href="${directChat}"]`)).toBeVisible();

      await Promise.all([
        page.waitForEvent('load'),
        panel.getByRole('button', { name: 'Send Another Message' }).click(),
      ]);
      const again = enquiryForm(page);
      await again.form.scrollIntoViewIfNeeded();
      await expect(again.submit).toBeEnabled();
      for (const control of [again.name, again.email, again.phone, again.service, again.message])
        await expect(control).toHaveValue('');
    });
  });
}

test.describe('enquiry with a topic and a phone', () => {
  test('the message names the topic by its label and carries the phone', async ({ watched: page }) => {
    await fakeWhatsApp(page.context());
    const f = await openEnquiry(page);
    const r: EnquiryRequest = { ...question, phone: '0481 256 3140', service: 'feedback', message: 'Thank you!' };
    await fill(f, r);
    const popup = page.context().waitForEvent('page');
    await f.submit.click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const { text } = readChat(chat.url());
    expect(text).toBe(buildEnquiryMessage(r));
    expect(text).toContain('Phone: 0481 256 3140\nService Interest: Feedback\n');
  });
});

test.describe('enquiry when the popup is blocked', () => {
  test('the panel says what is left to do and keeps the whole message one tap away', async ({ watched: page }) => {
    await fakeWhatsApp(page.context());
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const f = await openEnquiry(page);
    await fill(f, question);
    await submitAndWatchTheWait(page, f);
    const title = 'One more step: send your message in WhatsApp';
    await expect(page.getByRole('heading', { name: title })).toBeFocused();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
    const panel = page.getByRole('region', { name: title });
    // On a computer the panel also holds a QR code for the phone; what to do next is in sight.
    for (const part of [
      page.getByRole('heading', { name: title }),
      panel.getByRole('alert'),
      panel.getByRole('link', { name: /Open WhatsApp/ }),
    ])
      await expectInSight(part);
    await expect(panel.getByRole('alert')).toContainText('WhatsApp could not be opened automatically');
    await expect(panel).not.toContainText('has been forwarded to WhatsApp');
    const open = panel.getByRole('link', { name: /Open WhatsApp/ });
    expect(readChat((await open.getAttribute('href'))!)).toEqual({
      base: directChat,
      text: buildEnquiryMessage(question),
    });
    await expect(panel.locator(`a[href="${callLink}"]`)).toHaveText(phoneDisplay);
  });
});

test.describe('enquiry on an iPhone', () => {
  const { userAgent, viewport, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ userAgent, viewport, isMobile, hasTouch });

  test('goes to the chat in the same window, with no popup', async ({ page, baseURL }) => {
    const seen = record(page, baseURL!);
    await fakeWhatsApp(page.context());
    const popups: Page[] = [];
    page.context().on('page', (p) => p !== page && popups.push(p));
    const f = await openEnquiry(page);
    await fill(f, question);
    await f.submit.click();
    await expect(f.submit).toHaveText('Sending Message...');
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(readChat(page.url())).toEqual({ base: directChat, text: buildEnquiryMessage(question) });
    expect(popups).toHaveLength(0);
    expect(seen.foreign).toEqual([whatsappLink(clinic.whatsapp, buildEnquiryMessage(question))]);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('enquiry length limits', () => {
  test('a counter appears near the limits; a message over 1000 characters is flagged, never cut', async ({
    watched: page,
  }) => {
    const f = await openEnquiry(page);
    await f.name.fill('n'.repeat(81));
    await expect(page.getByText('81 of 100 characters')).toBeVisible();
    const long = `${'Tooth pain. '.repeat(83)}!!!!!`;
    expect(long.length).toBe(1001);
    await f.message.fill(long);
    await f.message.blur();
    await expect(page.getByText('1001 of 1000 characters')).toBeVisible();
    await expectError(f.message, 'Your message is too long: please keep it to 1000 characters');
    await expect(f.message).toHaveValue(long);
    await f.email.fill('rahul@example.in');
    await f.submit.click();
    await expect(f.message).toBeFocused();
    await expect(f.submit).toHaveText('Send Message');
  });
});

test.describe('enquiry without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the section offers the direct WhatsApp and call links, and the form cannot send anything', async ({
    watched: page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/contact');
    const section = page.locator('#enquiry');
    await expect(section.locator(`a[href="${directChat}"]`)).toBeVisible();
    await expect(section.locator(`a[href="${callLink}"]`)).toBeVisible();
    // Playwright's text matching skips <noscript>, but the browser shows its text.
    await expect(section.locator('noscript')).toBeVisible();
    expect(await section.locator('noscript').innerHTML()).toContain('Sending this form needs JavaScript');

    const f = enquiryForm(page);
    expect(await f.form.getAttribute('action')).toBeNull();
    expect(await f.form.getAttribute('method')).toBeNull();
    await expect(f.submit).toBeDisabled();
    await f.name.fill('Rahul Nair');
    await f.message.fill('Hello');
    const url = page.url();
    // A click on the disabled button itself, as the booking form's test does: a forced click at its place fails when
    // the sections scrolled past settle their height meanwhile. Then Enter.
    await f.submit.dispatchEvent('click');
    await f.name.press('Enter');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(url);
    expect(requests.filter((u) => u.includes('?'))).toEqual([]);
  });
});
