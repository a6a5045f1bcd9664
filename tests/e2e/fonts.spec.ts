import { readFileSync, readdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { fontsourceFile, isBoldFile, malayalamPages, malayalamWords, scriptedTexts, wordsOf } from '../malayalam-words';

// Noto Sans Malayalam's files are cut at build time to the glyphs the site's Malayalam words are shaped with
// (src/integrations/glyph-cut.ts). Chromium must draw every one of those words with the cut files exactly as with
// Fontsource's files: the same widths and the same pixels, in both weights, with and without letter-spacing (which
// turns off optional ligatures). The bold file holds only what may be drawn bold: the words Chromium draws with a
// weight above 500 on the Malayalam pages, and those of the forms and scripts, whose weight the pages cannot show.
// The two fonts are given families of their own, so an installed Malayalam font plays no part.

const cutFiles = readdirSync('dist/_astro').filter((f) =>
  /^noto-sans-malayalam-malayalam-\d+-normal\.[\w-]+\.woff2$/.test(f),
);
const words = malayalamWords();

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The Malayalam words Chromium draws with a weight above 500 (so with the bold face) on every Malayalam page. */
async function drawnBold(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const file of malayalamPages()) {
    const path = file.replace(/^dist/, '').replace(/\.html$/, '');
    await page.goto(path === '/ml/404' ? '/ml/nothing-here' : path);
    texts.push(
      ...(await page.evaluate(() => {
        const bold = (element: Element) => Number(getComputedStyle(element).fontWeight) > 500;
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const parent = walker.currentNode.parentElement;
          if (parent && bold(parent)) found.push(walker.currentNode.textContent ?? '');
        }
        for (const field of document.querySelectorAll('input, textarea'))
          if (bold(field)) found.push(field.getAttribute('placeholder') ?? '');
        return found;
      })),
    );
  }
  return wordsOf(texts);
}

test('the cut Malayalam files draw every Malayalam word of the site as Fontsource’s files do', async ({ page }) => {
  test.setTimeout(180_000);
  expect(cutFiles).toHaveLength(2);
  expect(words.length).toBeGreaterThan(500);
  const bold = await drawnBold(page);
  expect(bold.length).toBeGreaterThan(150);
  const boldWords = [...new Set([...bold, ...wordsOf(scriptedTexts())])];
  const wordsFor = (cut: string) => (isBoldFile(cut) ? boldWords : words);
  await page.setViewportSize({ width: 1280, height: 800 });
  const faces = cutFiles.flatMap((cut, i) => [
    `@font-face{font-family:cut${i};src:url(/_astro/${cut}) format('woff2')}`,
    `@font-face{font-family:full${i};src:url(/__fontsource/${i}.woff2) format('woff2')}`,
  ]);
  for (const [i, cut] of cutFiles.entries())
    await page.route(`**/__fontsource/${i}.woff2`, (route) =>
      route.fulfill({ body: readFileSync(fontsourceFile(cut)), contentType: 'font/woff2' }),
    );
  await page.route('**/__font-check', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        `<!doctype html><html lang="ml"><meta charset="utf-8"><style>${faces.join('')}` +
        'body{margin:8px;font-size:20px;line-height:1.6;color:#000;background:#fff}' +
        '.w{display:flex;flex-wrap:wrap;gap:4px 12px}.w[hidden]{display:none}</style>' +
        cutFiles
          .map(
            (cut, i) =>
              `<div class="w" id="w${i}" hidden>${wordsFor(cut)
                .map((w) => `<span>${escape(w)}</span>`)
                .join('')}</div>`,
          )
          .join(''),
    }),
  );
  await page.goto('/__font-check');

  for (const [i, cut] of cutFiles.entries())
    for (const spacing of ['normal', '0.05em']) {
      const drawn = async (family: string) => {
        const widths = await page.evaluate(
          async ({ family, spacing, i }) => {
            for (const other of document.querySelectorAll<HTMLElement>('.w')) other.hidden = other.id !== `w${i}`;
            const list = document.getElementById(`w${i}`)!;
            list.style.fontFamily = family;
            list.style.letterSpacing = spacing;
            await document.fonts.load(`20px ${family}`, 'മ');
            await document.fonts.ready;
            const face = [...document.fonts].find((f) => f.family === family);
            if (face?.status !== 'loaded') throw new Error(`${family} did not load`);
            return [...list.children].map((span) => span.getBoundingClientRect().width);
          },
          { family, spacing, i },
        );
        return { widths, pixels: await page.screenshot({ fullPage: true }) };
      };
      const full = await drawn(`full${i}`);
      const cutDrawn = await drawn(`cut${i}`);
      const wider = wordsFor(cut).filter((_, n) => cutDrawn.widths[n] !== full.widths[n]);
      expect(wider, `${cut}, letter-spacing ${spacing}: words of another width`).toEqual([]);
      expect(cutDrawn.pixels.equals(full.pixels), `${cut}, letter-spacing ${spacing}: the same pixels`).toBe(true);
    }
});
