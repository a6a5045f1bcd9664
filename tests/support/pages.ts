// The nine service pages share one layout and differ only in their content, which the schema checks (every text in
// both languages, every picture described): the checks that load every page in turn, to judge its layout and paint,
// take the first service page of each language for the rest. Checks of each page's own words load them all.
const service = /^(\/ml)?\/services\/[^/]+$/;
const language = (path: string) => (/^\/ml(\/|$)/.test(path) ? 'ml' : 'en');

/** Every page, with the service pages stood for by the first of each language. */
export function pageKinds(paths: readonly string[]): string[] {
  return paths.filter(
    (path) => !service.test(path) || paths.find((p) => service.test(p) && language(p) === language(path)) === path,
  );
}
