// Full-page screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:4321 /about /contact  (writes to screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const name = path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home';
    const file = `${out}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
