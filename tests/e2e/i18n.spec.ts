import type { Page } from '@playwright/test';
import { bookingChoices, clinic, copy, doctors, guides, services, testimonials } from '../support/content';
import { languageTags } from '@/model/locales';
import { pathLocale, servicePath, translatePath } from '@/lib/routes';
import { expect, test } from '../support/browser';
import { readHtml } from '../support/html';
import { bookingForm, fakeWhatsApp, next, readChat } from '../support/forms';
import { bookingWindow } from '@/lib/forms/rules';
import { choiceValue } from '@/lib/forms/booking';
import { builtPaths } from '../support/pages';
import { phoneList } from '@/lib/whatsapp';

const built = builtPaths().sort();
const english = built.filter((p) => pathLocale(p) === 'en');
const malayalam = built.filter((p) => pathLocale(p) === 'ml');
/**
 * Pages served at their path and indexed; the 404 pages are reached by unknown paths, the offline pages by any page
 * offline, and the appointment pages (/visit, /visit/new) are not indexed, so they name no canonical address nor twin
 * (booking-loop.spec.ts).
 */
const served = (paths: string[]) => paths.filter((p) => !/\/(404|offline|visit|visit\/new)$/.test(p));

test('every English page has its Malayalam twin, and every Malayalam page its English one', () => {
  expect(english.length).toBeGreaterThanOrEqual(17);
  expect(english.map((p) => translatePath(p, 'ml')).sort()).toEqual(malayalam);
  expect(malayalam.map((p) => translatePath(p, 'en')).sort()).toEqual(english);
});

test.describe('each page names its language and its twin', () => {
  for (const path of served(built)) {
    test(path, async ({ request }) => {
      const page = readHtml(await (await request.get(path)).text());
      const locale = pathLocale(path);
      expect(page.all('html')[0]!.attribs.lang).toBe(locale);
      const link = (lang: string) =>
        page.all('link').find((l) => l.attribs.rel === 'alternate' && l.attribs.hreflang === lang)?.attribs.href;
      // Absolute addresses on the production site, whose origin the canonical link names.
      const canonical = page.link('canonical') ?? '';
      const absolute = (p: string) => new URL(p, canonical).href;
      expect(canonical).toBe(absolute(path));
      expect(new URL(canonical).protocol).toBe('https:');
      expect(link(languageTags.en)).toBe(absolute(translatePath(path, 'en')));
      expect(link(languageTags.ml)).toBe(absolute(translatePath(path, 'ml')));
      expect(link('x-default')).toBe(absolute(translatePath(path, 'en')));
    });
  }
});

/**
 * Latin-script words a Malayalam page may show: names of people and the clinic, contacts, degrees, brands and
 * the tools and standard the accessibility statement names, the example e-mail of the forms, and the switch's
 * "English". An English term in brackets after its Malayalam name, "(Root Canal)", is allowed.
 */
const allowed = [
  clinic.name,
  clinic.shortName,
  clinic.email,
  ...phoneList(clinic.phones).map((phone) => phone.display),
  ...doctors.flatMap((d) => [d.name, d.initials, d.education]),
  ...testimonials.flatMap((t) => [t.name, t.initials]),
  ...clinic.social.map((s) => s.network),
  // A guide's sources, cited by their own titles.
  ...guides.flatMap((g) => g.sources.map((s) => s.title)),
  'WhatsApp',
  'Google Maps',
  'Google',
  'JavaScript',
  'WCAG',
  'AA',
  'axe-core',
  'Lighthouse',
  copy.ml.shell.language.switchTo,
  // The names of what the site keeps in a browser, as the code writes them (the privacy page lists them).
  ...copy.ml.legal.privacy.sections.flatMap((s) => ('storage' in s ? s.storage.map((item) => item.key) : [])),
  copy.ml.forms.booking.fields.email.placeholder,
  copy.ml.forms.enquiry.fields.email.placeholder,
].sort((a, b) => b.length - a.length);

/** The English words left in a text once the allowed names and bracketed terms are taken out. */
function englishLeft(text: string): string[] {
  let rest = text;
  for (const name of allowed) rest = rest.split(name).join(' ');
  rest = rest.replace(/\([^()]*\)/g, ' ');
  return [...new Set(rest.match(/[A-Za-z]{2,}(?:[\s'’-]+[A-Za-z]+)*/g) ?? [])];
}

/** Everything a reader or a screen reader meets on the page: visible text, hidden labels, alt texts, the title. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['alt', 'aria-label', 'placeholder', 'title'];
    const fromAttributes = [...document.querySelectorAll('*')].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText, ...fromAttributes].join('\n');
  });
}

test.describe('no English sentence is left on a Malayalam page', () => {
  // The pages loaded in turn in one browser context, a step each (a context of its own for each costs as much as
  // loading the page); English on one page does not stop the others from being read.
  test('every Malayalam page', async ({ page }) => {
    for (const path of malayalam)
      await test.step(path, async () => {
        await page.goto(path);
        // Bring every island in: their labels, options and notes are copy too.
        for (const island of await page.locator('astro-island > *').all()) await island.scrollIntoViewIfNeeded();
        await expect.poll(() => page.locator('form button[type="submit"]:disabled').count()).toBe(0);
        expect.soft(englishLeft(await wordsOf(page)), path).toEqual([]);
      });
  });

  test('the check itself finds English', () => {
    expect(englishLeft('ഞങ്ങളെ വിളിക്കൂ Book Appointment (Root Canal) Dr. Thomas Kurian')).toEqual(['Book Appointment']);
  });
});

test.describe('the language switch', () => {
  test('leads to the same page in the other language and is remembered for the next visit', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: copy.en.shell.language.switchTo }).click();
    await expect(page).toHaveURL(/\/ml\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');

    await page.goto('/contact');
    await expect(page).toHaveURL(/\/ml\/contact$/);
    await page.goto('/#appointment-booking');
    await expect(page).toHaveURL(/\/ml#appointment-booking$/);

    await page.getByRole('link', { name: copy.ml.shell.language.switchTo }).first().click();
    await expect(page).toHaveURL(/\/#appointment-booking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/ml/doctors');
    await expect(page).toHaveURL(/\/doctors$/);
  });

  test('never moves a visitor who has not chosen (or a search engine)', async ({ page }) => {
    for (const path of ['/ml', '/ml/services', '/', '/services']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('works by keyboard at phone width, before the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ml/services');
    const toggle = page.locator('a[data-lang-switch]');
    await expect(toggle).toBeVisible();
    const box = (await toggle.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('fonts', () => {
  test('English pages never download the Malayalam font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()));
    for (const path of ['/', '/contact', servicePath(services[0]!.slug)]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20000);
      await page.waitForLoadState('networkidle');
    }
    expect(fonts.filter((f) => /malayalam/i.test(f))).toEqual([]);
  });

  test('Malayalam pages draw Malayalam in the phone’s own Noto Sans Malayalam, fetching no font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()));
    await page.goto('/ml', { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('400 16px "Noto Sans Malayalam"', 'മലയാളം'))).toBe(true);
    const family = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toContain('"Noto Sans Malayalam"');
    expect(fonts).toEqual([]);
  });

  test('a device without it gets Fontsource’s Noto Sans Malayalam from this site', async ({ page, request }) => {
    await page.goto('/ml');
    const sources = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style.getPropertyValue('src')),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).toMatch(/^local\(/);
      const url = /url\("?([^")]+)/.exec(src)![1]!;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toBe('font/woff2');
    }
  });
});

test.describe('the booking form in Malayalam', () => {
  const t = copy.ml.forms;

  test('speaks Malayalam, and sends the clinic the same English message', async ({ page }) => {
    await fakeWhatsApp(page.context());
    await page.goto('/ml#appointment-booking');
    const f = bookingForm(page, 'ml');
    await f.form.scrollIntoViewIfNeeded();
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).toHaveText(t.booking.submit);

    await f.submit.click();
    await expect(f.name).toBeFocused();
    await expect(f.form.getByText(t.booking.messages.nameRequired)).toBeVisible();
    await expect(f.form.getByText(t.booking.messages.serviceRequired)).toBeVisible();
    // Each choice in Malayalam, sent by its English words.
    const [choice] = bookingChoices;
    const service = { en: choiceValue(choice!), ml: choice!.choice.ml };
    await expect(f.service.locator(`option[value="${service.en}"]`)).toHaveText(service.ml);

    const date = next(bookingWindow(new Date()).min, 2);
    await f.name.fill('Anna Mathew');
    await f.email.fill('anna@example.com');
    await f.phone.fill('+91 98470 21993');
    await f.service.selectOption(service.en);
    await f.date.fill(date);
    const popup = page.context().waitForEvent('page');
    await f.submit.click();
    await expect(f.submit).toHaveText(t.booking.submitting);
    const chat = await popup;
    await chat.waitForURL(/wa\.me/);
    const { text } = readChat(chat.url());
    expect(text).toContain('*New Appointment Request*');
    expect(text).toContain(`Service: ${service.en}`);
    expect(text).toMatch(/Preferred Date: Tuesday, \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(page.getByRole('heading', { name: copy.ml.sent.booking.title })).toBeVisible();
  });
});
