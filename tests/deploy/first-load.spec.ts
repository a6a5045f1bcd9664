import { expect, test, type Page, type Request } from '@playwright/test';
import { readSite } from '../../deploy/site.mjs';

// What a phone fetches before the visitor does anything, over nginx with its precompressed files (390 px wide).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const english = [...readSite('dist').pages].filter((p) => !/^\/ml(\/|$)/.test(p.route));

/** Every request of a load until the network is quiet, with the bytes it took on the wire. */
async function load(page: Page, path: string) {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(
    finished.map(async (request) => {
      const sizes = await request.sizes();
      return {
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
}

test('the home page first load is at most 200 KB', async ({ page }) => {
  const requests = await load(page, '/');
  const total = requests.reduce((n, r) => n + r.bytes, 0);
  console.log(`home page first load at 390 px: ${requests.length} requests, ${(total / 1024).toFixed(1)} KB`);
  const list = requests.map((r) => `${r.url} ${r.bytes}`).join('\n');
  expect(total, `home page first load ${(total / 1024).toFixed(1)} KB, budget 200 KB:\n${list}`).toBeLessThanOrEqual(
    200 * 1024,
  );
});

test('an English page draws its first paint with at most two font files', async ({ page }) => {
  expect(english.length).toBeGreaterThan(5);
  for (const { route } of english) {
    const fonts = (await load(page, route)).filter((r) => r.type === 'font').map((r) => r.url);
    console.log(`${route}: ${fonts.length} font file(s) on load`);
    expect(fonts.length, `${route} loads ${fonts.length} font files: ${fonts.join(', ')}`).toBeLessThanOrEqual(2);
    page.removeAllListeners('requestfinished');
  }
});
