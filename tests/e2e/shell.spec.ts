import { clinic, consultants, content, copy, founder, home, services } from '../support/content';
import { compactWeek } from '@/lib/hours';
import { clinicYear } from '@/lib/dates';
import { clinicValues, fill } from '@/lib/template';
import { localePath, servicePath } from '@/lib/routes';
import { expect, test } from '../support/browser';
import { expectClinicName, expectFloatingActions, expectFooter } from '../support/shell';

const phone = { width: 390, height: 844 };

declare global {
  interface Window {
    headerShifts: number[];
  }
}

test.describe('header', () => {
  test('shrinks once the page is scrolled more than 10 px', async ({ watched: page }) => {
    await page.goto('/about');
    const header = page.locator('[data-site-header]');
    const tall = (await header.boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('shrinking and growing again, it moves nothing below it, however little the page is scrolled', async ({
    watched: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about', { waitUntil: 'networkidle' });
    // The shifts from here on: the page has loaded.
    await page.evaluate(() => {
      window.headerShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          window.headerShifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
    });
    const header = page.locator('[data-site-header]');
    const bar = header.locator(':scope > div');
    const tall = (await bar.boundingBox())!.height;
    // Just past the threshold, where the browser cannot scroll the page back by what the bar loses.
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(tall);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await bar.boundingBox())!.height).toBe(tall);
    // Nothing that shows: the two transitions may round a step apart by a fraction of a pixel (a shift of about
    // 0.0002 on a busy machine), where the bar alone moved the page by 0.007 each way.
    const shifts = await page.evaluate(() => window.headerShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });

  test('marks the current page and links to booking', async ({ watched: page }) => {
    for (const [path, label] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services', 'Services'],
      [servicePath(services[0]!.slug), 'Services'],
      ['/fees', 'Fees'],
      ['/doctors', 'Doctors'],
      ['/contact', 'Contact'],
      ['/emergency', 'Emergency'],
    ] as const) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
      await expect(nav.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
        'href',
        '/#appointment-booking',
      );
    }
  });

  test('fits its longer Malayalam words: the menu sits behind its button below 1440 px, inline on one line from there', async ({
    watched: page,
  }) => {
    const nav = copy.ml.shell.nav;
    for (const [width, inline] of [
      [1024, false],
      [1439, false],
      [1440, true],
      [1920, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ml/contact');
      const menuButton = page.getByRole('button', { name: nav.menu });
      const book = page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.book });
      await expect(menuButton).toBeVisible({ visible: !inline });
      await expect(book).toBeVisible({ visible: inline });
      if (inline) expect((await book.boundingBox())!.height).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  test('fits its seven English links and the booking button on one line from 1152 px, behind its button below', async ({
    watched: page,
  }) => {
    const nav = copy.en.shell.nav;
    for (const [width, inline] of [
      [1151, false],
      [1152, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/emergency');
      const menu = page.getByRole('navigation', { name: nav.label });
      await expect(page.getByRole('button', { name: nav.menu })).toBeVisible({ visible: !inline });
      await expect(menu.getByRole('link', { name: nav.emergency })).toBeVisible({ visible: inline });
      if (inline) expect((await menu.getByRole('link', { name: nav.book }).boundingBox())!.height).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  test('fits a phone of any common width, in both languages', async ({ watched: page }) => {
    for (const path of ['/contact', '/ml/contact'])
      for (const width of [320, 340, 360, 375, 390, 412, 430]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const header = page.locator('[data-site-header] > div');
        expect(await header.evaluate((el) => el.scrollWidth), `${path} header at ${width} px`).toBe(width);
      }
  });

  test('marks the current page in Malayalam too, where the home page is /ml', async ({ watched: page }) => {
    const nav = copy.ml.shell.nav;
    // Wide enough for the Malayalam menu to sit inline.
    await page.setViewportSize({ width: 1440, height: 800 });
    for (const [path, label] of [
      ['/ml', nav.home],
      ['/ml/about', nav.about],
      [localePath('ml', servicePath(services[0]!.slug)), nav.services],
      ['/ml/contact', nav.contact],
    ] as const) {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: nav.label });
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(menu.locator('[aria-current="page"]')).toHaveText(label);
    }
  });
});

test.describe('info bar', () => {
  test('is shown at 1280 px with address, hours and the appointments phone', async ({ watched: page }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Clinic information' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(clinic.address.town.en);
    await expect(bar).toContainText(compactWeek(clinic.hours, copy.en.shell.hours));
    await expect(bar.locator(`a[href="tel:${clinic.phones.appointments.e164}"]`)).toHaveText(
      new RegExp(clinic.phones.appointments.display.replace(/\+/g, '\\+')),
    );
  });

  test('is hidden below 768 px', async ({ watched: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Clinic information' })).toBeHidden();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.getByRole('complementary', { name: 'Clinic information' })).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.getByRole('complementary', { name: 'Clinic information' })).toBeVisible();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: phone });

  test('opens and closes with its button', async ({ watched: page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await button.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Doctors' })).toBeVisible();
    await button.click();
    await expect(nav).toBeHidden();
  });

  test('closes on Escape and gives focus back to the menu button', async ({ watched: page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes on navigation, also to the booking section on the same page', async ({ watched: page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/#appointment-booking$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Doctors' }).click();
    await expect(page).toHaveURL(/\/doctors$/);
    await expect(nav).toBeHidden();
  });
});

test.describe('booking anchor', () => {
  test('/#appointment-booking brings the booking section into view from another page', async ({ watched: page }) => {
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: 'Home' }).scrollIntoViewIfNeeded();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/#appointment-booking$/);
    await expect(page.locator('#appointment-booking')).toBeInViewport();
    const top = await page.locator('#appointment-booking').evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.locator('[data-site-header]').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test('lands exactly below the header while the sections on the way are not drawn yet', async ({ watched: page }) => {
    // The sections below the first screen keep an estimated height until drawn; hold back the idle-time drawing.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const booking = page.locator('#appointment-booking');
    await expect(booking).toHaveCSS('content-visibility', 'auto');
    await page.locator('main a[href="#appointment-booking"]').first().click();
    await expect(page).toHaveURL(/\/#appointment-booking$/);
    // Its top comes to rest between the header's bottom and its scroll margin (which allows for the taller header).
    const place = () =>
      booking.evaluate((el) => ({
        top: Math.round(el.getBoundingClientRect().top),
        header: Math.round(document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom),
        margin: Math.round(parseFloat(getComputedStyle(el).scrollMarginTop)),
      }));
    await expect(booking).toBeInViewport();
    let last = await place();
    await expect
      .poll(async () => {
        await page.waitForTimeout(200);
        const now = await place();
        const still = now.top === last.top;
        last = now;
        return still;
      })
      .toBe(true);
    expect(last.top).toBeGreaterThanOrEqual(last.header);
    expect(last.top).toBeLessThanOrEqual(last.margin);
  });

  test('scrolls smoothly to the section 100 ms after load', async ({ watched: page }) => {
    await page.goto('/#appointment-booking');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.locator('#appointment-booking')).toBeInViewport();
  });
});

test.describe('links from the old hash-routed site', () => {
  for (const [from, to] of [
    ['/#/about', '/about'],
    ['/#/services', '/services'],
    ['/#/doctors', '/doctors'],
    ['/#/contact', '/contact'],
    ['/#/', '/'],
  ]) {
    test(`${from} lands on ${to}`, async ({ watched: page }) => {
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to!.replace(/\//g, '\\/')}$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('an unknown old link lands on the 404 page, and no hash can send the visitor to another site', async ({
    page,
  }) => {
    await page.goto('/#/no-such-page');
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.locator('h1')).toContainText(/could not find/i);
    await page.goto('/#//example.org/phish');
    await expect(page).toHaveURL(/^https:\/\/localhost:\d+\//);
  });
});

test.describe('floating actions', () => {
  test('open WhatsApp and dial the numbers from the content file on every page, once its first screen is scrolled', async ({
    watched: page,
  }) => {
    for (const path of ['/', '/contact', servicePath(services[0]!.slug)]) {
      await page.goto(path);
      await expectFloatingActions(page, clinic);
    }
  });
});

test.describe('footer', () => {
  test('says what the clinic says of itself; lists quick links, services, contact, hours, social links, privacy and this year', async ({
    watched: page,
  }) => {
    await page.goto('/doctors');
    await expectFooter(page, content);
    await expectClinicName(page, content.clinic);
  });

  test('shows the year and the years of experience of the day it is read, not of the build', async ({ page }) => {
    // Five years after the clock of this test's process, whatever year that is.
    const year = clinicYear(new Date()) + 5;
    const later = new Date(`${year}-03-01T10:00:00+05:30`);
    await page.clock.setFixedTime(later);
    await page.goto('/');
    await expect(page.locator('footer')).toContainText(`© ${year} ${clinic.name}`);
    // The home page's words that count the years (home.yaml), as they read then and as they read at the build.
    const counting = [home.hero.badge, ...home.hero.highlights, home.why.title].filter((t) => t.en.includes('{years}'));
    expect(counting.length).toBeGreaterThan(0);
    const read = (text: string, at: Date) => fill(text, clinicValues({ clinic, consultants, founder }, 'en', at));
    for (const { en } of counting) {
      await expect(page.locator('main')).toContainText(read(en, later));
      await expect(page.locator('main')).not.toContainText(read(en, new Date()));
    }
  });
});

test.describe('skip link', () => {
  test('is the first Tab stop and moves focus to main', async ({ watched: page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
