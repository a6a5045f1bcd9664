import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { drawnLater } from '@/lib/draw-later';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

// axe-core as its own documentation runs it: axe.min.js put into the page, then axe.run. Each document gets it once,
// however many times it is audited (at two widths, in each state a visitor brings about), rather than once or twice
// for every audit as @axe-core/playwright does: the audits are a large share of the browser tests' time.
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  }
}

/** The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The same, with axe's best practices: what the site itself targets. */
export const wcagAndBestPractice = [...wcag, 'best-practice'];

/**
 * Runs axe's rules of `tags` on the page as it is now, or on the part `include` names: the violations in full, and the
 * ids of the rules left for review by hand. Every frame of the page gets axe too.
 */
export async function axe(page: Page, tags: string[], include?: string) {
  for (const frame of page.frames()) {
    // A frame that went away while this ran has nothing left to audit.
    const has = await frame.evaluate(() => !!window.axe).catch(() => true);
    if (!has) await frame.evaluate(source).catch(() => undefined);
  }
  return page.evaluate(
    ({ tags, include }) =>
      window
        .axe!.run(include ? { include: [include] } : document, {
          runOnly: { type: 'tag', values: tags },
          // Full detail for violations only: the passes are counted, not listed, which keeps each run short.
          resultTypes: ['violations'],
        })
        .then(({ violations, incomplete }) => ({ violations, incomplete: incomplete.map((r) => r.id) })),
    { tags, include },
  );
}

/**
 * Runs axe on the page as it is now, prints one summary line (route, state, width, counts), and fails with every
 * violation named by rule, route, state and element.
 */
export async function audit(page: Page, route: string, state: string, region?: string) {
  const width = page.viewportSize()!.width;
  // The sections below the first screen and the cards of long grids are drawn one by one once the page is idle
  // (src/scripts/site.ts): axe judges colours where they are painted, so they are all drawn now, as that script does.
  await page
    .locator(drawnLater)
    .evaluateAll((sections) => sections.forEach((el) => ((el as HTMLElement).style.contentVisibility = 'visible')));
  // A state a visitor brings about changes one part of a page whose whole was audited as loaded: that part is judged.
  const { violations, incomplete } = await axe(page, wcagAndBestPractice, region);
  const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
  console.log(
    `axe ${route} [${state}] ${width}px: ${violations.length} violations (${nodes} elements); to review by hand: ${incomplete.join(', ') || 'none'}`,
  );
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} on ${route} [${state}, ${width} px] at ${n.target.join(' ')}: ${v.help}`),
  );
  expect.soft(found, `axe violations on ${route} [${state}, ${width} px]`).toEqual([]);
}

/** Brings every island into view so that it renders, and waits until the forms are ready and the fonts loaded. */
export async function settle(page: Page) {
  for (const island of await page.locator('astro-island > *').all()) await island.scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('form button[type="submit"]:disabled').count()).toBe(0);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
}
