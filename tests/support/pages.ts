// The pages of the build in dist/, and the kinds of page among them. Pages made by one route file share one layout
// and differ only in their content, which the schemas check (every text in both languages, every picture described):
// the service pages (src/pages/[...lang]/services/[slug].astro), the guides (guides/[slug].astro) and the statements,
// privacy and accessibility ([statement].astro). The checks that load every page in turn, to judge its layout and paint, take the first page of
// each such route in each language for the rest. Checks of each page's own words load them all.
import type { Page } from '@playwright/test';
import { statements } from '@/lib/routes';
import { expect } from './browser';
import { readSite } from '../../src/build-time/built-site.mjs';

const routeFiles = [
  /^(\/ml)?\/services\/[^/]+$/,
  /^(\/ml)?\/guides\/[^/]+$/,
  new RegExp(`^(/ml)?/(${statements.join('|')})$`),
];
const language = (path: string) => (/^\/ml(\/|$)/.test(path) ? 'ml' : 'en');

/** Every page, with the pages of one route file stood for by the first of each language. */
export function pageKinds(paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const route = routeFiles.find((file) => file.test(path));
    return !route || paths.find((p) => route.test(p) && language(p) === language(path)) === path;
  });
}

let site: ReturnType<typeof readSite> | undefined;
/** The build in dist/ (src/build-time/built-site.mjs), read once by each test process: many spec files ask for it. */
export const builtSite = () => (site ??= readSite('dist'));

/** Every page the build wrote, as its clean path (dist/ml/about.html is /ml/about), the 404 pages among them. */
export function builtPaths(): string[] {
  const { pages, notFound } = builtSite();
  return [...pages, ...notFound].map((page) => page.route);
}

/**
 * On each page at `paths`, every list of cards in rows (`.cards`, src/components/ui/kit.css) has its last row centred
 * under the others, however many cards the clinic has: as much room on its left as on its right.
 */
export async function expectCardRowsCentred(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    const lists = page.locator('ul.cards');
    await expect(lists.first()).toBeAttached();
    const offCentre = await lists.evaluateAll((all) =>
      all.flatMap((list) => {
        const box = list.getBoundingClientRect();
        const cards = [...list.children].map((card) => card.getBoundingClientRect());
        const top = Math.max(...cards.map((card) => card.top));
        const row = cards.filter((card) => Math.abs(card.top - top) < 2);
        const left = Math.min(...row.map((card) => card.left)) - box.left;
        const right = box.right - Math.max(...row.map((card) => card.right));
        const where = list.closest('section')?.id ?? 'a list';
        return Math.abs(left - right) > 1.5
          ? [`${where}: ${left.toFixed(1)} px left, ${right.toFixed(1)} px right`]
          : [];
      }),
    );
    expect(offCentre, path).toEqual([]);
  }
}
