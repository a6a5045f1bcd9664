import type { Page } from '@playwright/test';
import { copy } from '../support/content';
import { drawnLater } from '@/lib/draw-later';
import { builtPaths, pageKinds } from '../support/pages';
import { expect, test } from '../support/browser';

// Phones from the narrowest to the largest, each at a common height for its width.
const phones = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
// Every kind of page (tests/support/pages.ts).
const paths = pageKinds(builtPaths().sort());
const editions = [
  { locale: 'en' as const, paths: paths.filter((p) => !/^\/ml(\/|$)/.test(p)) },
  { locale: 'ml' as const, paths: paths.filter((p) => /^\/ml(\/|$)/.test(p)) },
];

/** Loads a page and waits until it has settled: its files (the stylesheet among them), its fonts, and a frame. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Whatever is drawn fixed or sticky over the screen (and visible) that overlaps a link, a button, a form control or
 * a line of text of the page within the screen, described.
 */
function coveredOnScreen(page: Page) {
  return page.evaluate(() => {
    const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const style = getComputedStyle(el);
      return (
        (style.position === 'fixed' || style.position === 'sticky') &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        onScreen(el.getBoundingClientRect())
      );
    });
    // Words kept for screen readers only (clipped away, or in a 1 px box) are not drawn, so nothing can cover them.
    // Each element's answer is kept: its descendants ask it again.
    const clipped = new Map<Element, boolean>();
    const isClipped = (a: Element | null): boolean => {
      if (!a) return false;
      let answer = clipped.get(a);
      if (answer === undefined) {
        const box = a.getBoundingClientRect();
        const style = getComputedStyle(a);
        answer =
          style.clipPath === 'inset(50%)' ||
          (box.width <= 1 && box.height <= 1 && style.overflow === 'hidden') ||
          isClipped(a.parentElement);
        clipped.set(a, answer);
      }
      return answer;
    };
    const drawn = (el: Element) => !isClipped(el) && el.checkVisibility({ visibilityProperty: true });
    const label = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // What lies within the screen, drawn: only that can be covered on it.
    const targets: { what: string; el: Element; box: DOMRect }[] = [];
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]')) {
      const box = el.getBoundingClientRect();
      if (onScreen(box) && drawn(el)) targets.push({ what: label(el), el, box });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter(onScreen);
      if (!lines.length || !drawn(parent)) continue;
      for (const line of lines)
        targets.push({ what: `text "${node.textContent.trim().slice(0, 40)}"`, el: parent, box: line });
    }
    return floating.flatMap((cover) => {
      const box = cover.getBoundingClientRect();
      return targets
        .filter((t) => !cover.contains(t.el) && !t.el.contains(cover) && overlap(box, t.box))
        .map((t) => `${label(cover)} covers ${t.what}`);
    });
  });
}

for (const { locale, paths: editionPaths } of editions)
  test(`${locale}: at 320 to 430 px nothing floating covers the first screen of a page, nothing scrolls sideways, and the call and WhatsApp buttons come once it is scrolled`, async ({
    browser,
  }) => {
    expect(editionPaths.length).toBeGreaterThan(10);
    const t = copy[locale].shell;
    const widest = phones.at(-1)!;
    const context = await browser.newContext({ viewport: widest });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of editionPaths) {
      await open(page, path);
      // Each phone width in turn, the page at its top: the layout follows the width, as on a fresh load.
      for (const phone of phones) {
        await page.setViewportSize(phone);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        problems.push(...(await coveredOnScreen(page)).map((p) => `${path} at ${phone.width} px: ${p}`));
      }
      // At the narrowest, with everything below the first screen laid out as the site script draws it, nothing is
      // wider than the screen.
      await page.setViewportSize(phones[0]!);
      const scrollWidth = await page.evaluate((selector) => {
        document.querySelectorAll<HTMLElement>(selector).forEach((el) => (el.style.contentVisibility = 'visible'));
        return document.documentElement.scrollWidth;
      }, drawnLater);
      if (scrollWidth > phones[0]!.width) problems.push(`${path} is ${scrollWidth} px wide at ${phones[0]!.width} px`);

      // A visitor scrolls one screen down: the floating buttons are there, in sight and on top.
      const phone = phones[1]!;
      await page.setViewportSize(phone);
      await page.mouse.move(phone.width / 2, phone.height / 2);
      await page.mouse.wheel(0, phone.height);
      const floating = page.getByRole('complementary', { name: t.floating.label });
      for (const link of [
        floating.getByRole('link', { name: new RegExp(t.floating.whatsapp) }),
        floating.getByRole('link', { name: t.floating.call }),
      ]) {
        await expect(link, path).toBeInViewport({ ratio: 1 });
        const hit = await link.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect(hit, `${path}: the button is on top`).toBe(true);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

test('without JavaScript, a phone’s first screen is clear too and the buttons wait at the end of the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phones[1]!, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const locale of ['en', 'ml'] as const) {
    const t = copy[locale].shell;
    await page.goto(locale === 'en' ? '/' : '/ml');
    await page.evaluate(() => document.fonts.ready);
    expect(await coveredOnScreen(page)).toEqual([]);
    const call = page
      .getByRole('complementary', { name: t.floating.label })
      .getByRole('link', { name: t.floating.call });
    // The sections on the way are drawn only as they come near, so the end of the page moves as it is reached.
    await expect(async () => {
      await call.scrollIntoViewIfNeeded();
      await expect(call).toBeInViewport({ ratio: 1 });
    }).toPass();
  }
  await context.close();
});
