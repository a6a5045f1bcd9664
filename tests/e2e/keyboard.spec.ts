import type { Locator, Page } from '@playwright/test';
import { copy } from '../support/content';
import { bookingWindow } from '@/lib/forms/rules';
import { expect, test } from '../support/browser';
import { bookingForm, errorOf, fakeWhatsApp, next, phoneViewport } from '../support/forms';

test.use({ viewport: phoneViewport, locale: 'en-US' });

const t = copy.en;

/** Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, max: number, back = false) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

test('with the keyboard alone a visitor skips to the content, uses the menu and books an appointment', async ({
  watched: page,
}) => {
  await fakeWhatsApp(page.context());
  await page.goto('/');

  // The first Tab stop is the skip link, shown while focused; Enter moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t.shell.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Back into the header: the menu opens with Enter, Tab walks into it, Escape closes it on its button.
  const menuButton = page.getByRole('button', { name: t.shell.nav.menu });
  const nav = page.getByRole('navigation', { name: t.shell.nav.label });
  await tabTo(page, menuButton, 3, true);
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: t.shell.nav.home })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Open it again and follow Book Appointment.
  await page.keyboard.press('Enter');
  const book = nav.getByRole('link', { name: t.shell.nav.book });
  await tabTo(page, book, 8);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/#appointment-booking$/);
  await expect(nav).toBeHidden();

  // The form: the first Tab from the section reaches it; an empty submit puts focus on the first error.
  const f = bookingForm(page);
  await expect(f.submit).toBeEnabled();
  await tabTo(page, f.name, 4);
  await tabTo(page, f.submit, 12);
  await page.keyboard.press('Enter');
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  // What a screen reader reads with the field, from a live region that announced it.
  await expect.poll(() => errorOf(f.name)).toBe(t.forms.booking.messages.nameRequired);
  await expect(f.form.locator(`[id="${await f.name.getAttribute('id')}-error"]`)).toHaveAttribute(
    'aria-live',
    'polite',
  );
  for (const control of [f.email, f.phone, f.service, f.date]) await expect.poll(() => errorOf(control)).toBeTruthy();

  // Typing, arrows and Tab fill it; Enter on the button sends it.
  const [year, month, day] = next(bookingWindow(new Date()).min, 1).split('-');
  await page.keyboard.type('Anna Mathew');
  await page.keyboard.press('Tab');
  await page.keyboard.type('anna@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+91 98470 21993');
  await page.keyboard.press('Tab');
  await expect(f.service).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(f.date).toBeFocused();
  await page.keyboard.type(`${month}${day}${year}`);
  await tabTo(page, f.submit, 6);
  await expect.poll(() => errorOf(f.name)).toBeNull();
  const popup = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  await popup;

  // The success panel replaces the form and its heading takes the focus, in sight.
  const heading = page.getByRole('heading', { name: t.sent.booking.title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('on a phone the call, WhatsApp, menu and submit buttons are at least 44 × 44 px', async ({ watched: page }) => {
  await page.goto('/#appointment-booking');
  const f = bookingForm(page);
  await expect(f.submit).toBeEnabled();
  const floating = page.locator('[data-floating-actions]');
  const targets = {
    'floating WhatsApp': floating.getByRole('link', { name: /WhatsApp/ }),
    'floating call': floating.getByRole('link', { name: t.shell.floating.call }),
    menu: page.getByRole('button', { name: t.shell.nav.menu }),
    'booking submit': f.submit,
  };
  for (const [name, target] of Object.entries(targets)) {
    const box = (await target.boundingBox())!;
    expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
});

test('every Tab stop of the home page shows a ring of 3:1 or more, never under the header or the floating buttons', async ({
  watched: page,
}) => {
  await page.goto('/');
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Buttons fade their colours in: judge the ring once it is drawn.
      await Promise.all(el.getAnimations().map((a) => a.finished));
      // Each stop is numbered on its first visit; the walk ends when focus comes back to the first one.
      const first = !el.dataset.tabStop;
      if (first) el.dataset.tabStop = String(document.querySelectorAll('[data-tab-stop]').length + 1);
      const key = `#${el.dataset.tabStop} ${el.outerHTML.slice(0, 120)}`;
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      // What the ring is drawn on: the first opaque background around the element.
      let back = [255, 255, 255];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const c = rgb(getComputedStyle(p).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) >= 0.8) {
          back = c.slice(0, 3);
          break;
        }
      }
      const style = getComputedStyle(el);
      const [l1, l2] = [luminance(rgb(style.outlineColor)), luminance(back)];
      const contrast = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? contrast : 0;
      const inFrame = el.closest('[data-floating-actions], [data-site-header]');
      const box = el.getBoundingClientRect();
      const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
      const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
      const covered =
        !inFrame &&
        xs.some((x) =>
          ys.some((y) => document.elementFromPoint(x, y)?.closest('[data-floating-actions], [data-site-header]')),
        );
      return { first, key, ring: Math.round(ring * 100) / 100, covered };
    });
    if (!stop) continue;
    if (stop.key.startsWith('#1 ') && !stop.first) break;
    if (!stop.first) continue;
    seen.add(stop.key);
    if (stop.ring < 3) problems.push(`ring ${stop.ring}:1 on ${stop.key}`);
    if (stop.covered) problems.push(`covered: ${stop.key}`);
  }
  expect(seen.size, 'Tab stops visited').toBeGreaterThan(40);
  expect(problems).toEqual([]);
});

// WCAG 2.4.11: the sticky header and the floating buttons never hide what has keyboard focus.
test.describe('the header and the floating buttons', () => {
  for (const javaScript of [true, false])
    test(`never cover the element that has keyboard focus, JavaScript ${javaScript ? 'on' : 'off (never entirely)'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: phoneViewport, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      await page.goto('/');
      // Tabbing starts once the page has settled: with JavaScript, its script has drawn every section (a visitor
      // cannot reach the keyboard before); without, the stylesheet applies from the start.
      if (javaScript)
        for (const section of await page.locator('main > section, body > footer').all())
          await expect(section).toHaveCSS('content-visibility', 'visible');
      const covered: string[] = [];
      // Every Tab stop of the page once (hidden ones are counted too, so the walk may come round again).
      const stops = await page
        .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary')
        .count();
      expect(stops).toBeGreaterThan(30);
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press('Tab');
        // Where focus lands: the page may scroll to it smoothly (scroll-behavior), so it is judged once the scroll
        // position has held still for 40 ms.
        let hit: string | null = null;
        for (let last = -1, still = 0; still < 2;) {
          const seen = await page.evaluate((entirely) => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body || el.closest('[data-floating-actions], [data-site-header]'))
              return { y: scrollY, hit: null };
            // Sample the focused box. With the page's script, no point of it may be painted by the header or the
            // floating buttons. Without it, the browser's own focus scrolling shows a tall textarea from its caret, so
            // the test is WCAG 2.4.11's minimum: never entirely hidden.
            const box = el.getBoundingClientRect();
            const points = [box.left + 2, box.left + box.width / 2, box.right - 2].flatMap((x) =>
              [box.top + 2, box.top + box.height / 2, box.bottom - 2].map((y) => [x, y] as const),
            );
            const under = ([x, y]: readonly [number, number]) =>
              !!document.elementFromPoint(x, y)?.closest('[data-floating-actions], [data-site-header]');
            const covered = entirely ? points.every(under) : points.some(under);
            return { y: scrollY, hit: covered ? el.outerHTML.slice(0, 100) : null };
          }, !javaScript);
          still = seen.y === last ? still + 1 : 0;
          last = seen.y;
          hit = seen.hit;
          if (still < 2) await page.waitForTimeout(20);
        }
        if (hit) covered.push(hit);
      }
      expect(covered).toEqual([]);
      await context.close();
    });
});
