// The pages of the build in dist/, and the kinds of page among them. Pages made by one route file share one layout
// and differ only in their content, which the schemas check (every text in both languages, every picture described):
// the service pages (src/pages/[...lang]/services/[slug].astro), the guides (guides/[slug].astro) and the statements,
// privacy and accessibility ([statement].astro). The checks that load every page in turn, to judge its layout and paint, take the first page of
// each such route in each language for the rest. Checks of each page's own words load them all.
import { statements } from '@/lib/routes';
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
