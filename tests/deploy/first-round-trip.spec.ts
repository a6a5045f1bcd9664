import { expect, test, type Page } from '@playwright/test';
import { brotliDecompressSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { builtPaths, pageKinds } from '../support/pages';
import { parseHead, rawTls } from '../support/http';
import { FIRST_ROUND_TRIP, compressedBytesFor, firstRoundTripProxy } from '../support/first-round-trip';

// A page's first screen (BaseLayout.astro: the shell and what the page shows above its FirstScreenEnd mark) needs only
// the first round trip of a new connection: the page's response, as nginx sends it compressed, carries it within
// TCP's first window, headers counted, and the browser draws it from those bytes alone. What lies below may come in
// the next round trips.

const paths = builtPaths();

/** A page as nginx sends it over HTTP/1.1 to a browser that takes brotli: the bytes of its headers, and its body. */
async function served(baseURL: string, path: string) {
  const answer = Buffer.from(
    await rawTls(
      baseURL,
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`,
    ),
    'latin1',
  );
  const headerBytes = answer.indexOf('\r\n\r\n') + 4;
  const { raw } = parseHead(answer.toString('latin1'));
  return { headerBytes, headers: new Map(raw), body: answer.subarray(headerBytes) };
}

/**
 * Where the first screen ends in a page's text, in bytes: the end of the element its head expects before the first
 * frame (BaseLayout.astro), which follows the first screen.
 */
function firstScreenEnd(html: string): number {
  const document = parseDocument(html, { withEndIndices: true });
  const all = DomUtils.findAll(() => true, document.children);
  const expected = all.find((el) => el.name === 'link' && el.attribs.rel === 'expect')?.attribs.href?.slice(1);
  const target = all.find((el) => expected && el.attribs.id === expected);
  expect(target, `the element the head expects, #${expected}`).toBeDefined();
  return Buffer.byteLength(html.slice(0, target!.endIndex! + 1));
}

test('every page’s first screen, compressed as nginx sends it and with its headers, fits in the first round trip', async ({
  baseURL,
}) => {
  expect(paths.length).toBeGreaterThan(10);
  const rows: { path: string; bytes: number; whole: number }[] = [];
  for (const path of paths) {
    const { headerBytes, headers, body } = await served(baseURL!, path);
    expect(headers.get('content-encoding'), path).toBe('br');
    expect(Number(headers.get('content-length')), path).toBe(body.length);
    const end = firstScreenEnd(brotliDecompressSync(body).toString('utf8'));
    rows.push({ path, bytes: headerBytes + (await compressedBytesFor(body, end)), whole: headerBytes + body.length });
  }
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `first screens: at most ${largest.bytes} bytes with headers (${largest.path}) of ${FIRST_ROUND_TRIP}; ` +
      `${rows.filter((r) => r.whole > FIRST_ROUND_TRIP).length} of ${rows.length} whole pages need more`,
  );
  expect(
    rows
      .filter((r) => r.bytes > FIRST_ROUND_TRIP)
      .map((r) => `${r.path}: ${r.bytes} bytes to the end of its first screen`),
  ).toEqual([]);
});

/**
 * What the screen shows, element by element (each by its place in the document, which later elements leave as it is):
 * the box of each element drawn on it, and the words of each that lies wholly on it. The open status ("Open now ·
 * closes 6:00 PM") is left out: it depends on the minute, and the site script writes it once the page is parsed, in
 * a place kept for it; that it moves nothing as it appears is what the boxes of the rest show.
 */
const onScreen = (page: Page) =>
  page.evaluate(() => {
    const place = (el: Element): string =>
      el.parentElement
        ? `${place(el.parentElement)}/${el.tagName.toLowerCase()}${[...el.parentElement.children].indexOf(el)}`
        : '';
    const words = (el: Element) =>
      [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    const shown: Record<string, string> = {};
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || box.bottom <= 0 || box.top >= innerHeight) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (el.closest('[data-open-status]')) continue;
      // An icon's drawing comes with the icons' file, into the box its <svg> keeps for it: the <svg> is compared.
      if (el.parentElement?.closest('svg')) continue;
      const whole = box.bottom <= innerHeight;
      const sides = [box.left, box.top, box.width, ...(whole ? [box.height] : [])].map(Math.round).join(',');
      shown[place(el)] = whole ? `${sides} "${words(el)}"` : sides;
    }
    return shown;
  });

for (const [name, device] of Object.entries({
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
}))
  test(`on a ${name}, every kind of page draws its first screen from the first round trip alone, and nothing on it moves or changes as the rest arrives`, async ({
    browser,
    baseURL,
  }) => {
    const proxy = await firstRoundTripProxy(baseURL!);
    const context = await browser.newContext({ ...device, ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Every frame's layout shifts, with what moved: a frame drawn before the first screen is whole would show one.
    await page.addInitScript(() => {
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[])
          shifts.push(
            `${entry.value.toFixed(4)} (${entry.sources.map((s) => `<${s.node?.nodeName.toLowerCase()}> ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`).join(', ')})`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's processor, busy: the parser stops many times within the first round trip's bytes, and each time
    // Chromium may draw what it has.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const problems: string[] = [];
    try {
      for (const path of pageKinds(paths)) {
        const held = proxy.hold(path);
        await page.goto(proxy.url + path, { waitUntil: 'commit' });
        await held.sent;
        // Drawn while the rest of the page is held back: its first frame needs no more.
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
            message: `${path} is drawn from its first round trip`,
          })
          .toBe(1);
        await page.evaluate(() => document.fonts.ready);
        const first = await onScreen(page);
        held.release();
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const last = await onScreen(page);
        for (const [el, drawn] of Object.entries(last))
          if (first[el] !== drawn) problems.push(`${path} ${el}: ${first[el] ?? 'not yet there'} → ${drawn}`);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
        problems.push(...shifts.map((shift) => `${path}: a layout shift of ${shift}`));
      }
    } finally {
      await context.close();
      await proxy.stop();
    }
    expect(problems).toEqual([]);
  });
