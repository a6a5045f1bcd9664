// What machines read on a page of a clinic's site (search engines, link previews), checked against the clinic's content:
// the sample clinic's pages (tests/e2e/seo.spec.ts) and the second clinic's (tests/e2e/second-clinic.spec.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { languageTags } from '@/model/locales';
import { formatTime } from '@/lib/hours';
import { readHtml } from './html';
import type { Content, PageFacts } from './page-facts';
import type { Locale } from './content';
import { openingHoursOf } from './weeks';
import { phoneList } from '@/lib/whatsapp';

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

export async function fetchPage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const page = readHtml(html);
  const blocks = page.scripts('application/ld+json');
  expect(blocks, `one JSON-LD block in ${path}`).toHaveLength(1);
  const graph = JSON.parse(blocks[0]!) as { '@context': string; '@graph': Node[] };
  expect(graph['@context']).toBe('https://schema.org');
  const nodes = graph['@graph'];
  return { html, page, text: page.text, nodes, ofType: (type: string) => nodes.filter((n) => n['@type'] === type) };
}

export const canonicalOf = async (request: APIRequestContext, path: string) =>
  readHtml(await (await request.get(path)).text()).link('canonical');

/** Every key anywhere in a JSON value. */
const keys = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keys(v)])
    : [];

/**
 * The page at `path`: an absolute canonical link to itself, its link preview (title, description, address, image), and
 * one graph of structured data that names the clinic with the phones, address, hours and links the page shows and the
 * content holds, and no rating.
 */
export async function expectMachineReadable(
  request: APIRequestContext,
  { path, title, locale }: PageFacts & { locale: Locale },
  { clinic }: Content,
) {
  const { html, page, text, nodes, ofType } = await fetchPage(request, path);
  const { meta } = page;

  // An absolute canonical link to the page itself, on the production site.
  const canonical = page.link('canonical')!;
  expect(canonical).toMatch(/^https?:\/\//);
  expect(new URL(canonical).pathname).toBe(path);
  const site = new URL(canonical).origin;
  expect(meta('robots')).toBeUndefined();

  // Link previews: title, description and address in the first bytes of <head>, then the image.
  const head = readHtml(`${html.slice(0, html.indexOf('<head>') + 1024)}</head></html>`);
  const pageTitle = page.title;
  // English titles are known word for word; a Malayalam one names the clinic (pages.spec checks both).
  if (locale === 'en') expect(pageTitle).toBe(title);
  else expect(pageTitle).toContain(title);
  expect(head.meta('og:title')).toBe(pageTitle);
  expect(head.meta('og:description')).toBe(meta('description'));
  expect(head.meta('og:url')).toBe(canonical);
  expect(meta('og:image')).toBe(`${site}/og.jpg`);
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('og:locale')).toBe(languageTags[locale].replace('-', '_'));
  expect(meta('og:image:alt')?.length).toBeGreaterThan(20);
  // X's large card, which reads its title, description and image from the Open Graph tags above.
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
  expect(page.link('apple-touch-icon')).toBe('/apple-touch-icon.png');
  expect(page.link('manifest')).toBe('/manifest.webmanifest');
  const description = meta('description') ?? '';
  expect(description.length).toBeGreaterThanOrEqual(50);
  expect(description.length).toBeLessThanOrEqual(160);

  // The clinic, with the phones, address and hours the page shows and the content file holds.
  const [dentist, ...others] = ofType('Dentist');
  expect(others).toHaveLength(0);
  expect(dentist).toMatchObject({ '@id': `${site}/#clinic`, name: clinic.name, url: `${site}/` });
  expect(dentist!.telephone).toEqual(phoneList(clinic.phones).map((phone) => phone.e164));
  const hrefs = page.all('a').map((a) => a.attribs.href);
  for (const phone of dentist!.telephone as string[]) expect(hrefs).toContain(`tel:${phone}`);
  for (const phone of phoneList(clinic.phones)) expect(text).toContain(phone.display);
  expect(dentist!.email).toBe(clinic.email);
  expect(text).toContain(clinic.email);
  const address = dentist!.address as Record<string, string>;
  expect(address.postalCode).toBe(clinic.address.postalCode);
  expect(address.addressLocality).toBe(clinic.address.town[locale]);
  for (const part of [clinic.address.street[locale], clinic.address.locality[locale], clinic.address.postalCode])
    expect(text).toContain(part);
  expect(address.streetAddress).toContain(clinic.address.street[locale]);
  expect(dentist!.geo).toMatchObject({ latitude: clinic.geo.lat, longitude: clinic.geo.lng });
  const hours = dentist!.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  expect(hours).toEqual(openingHoursOf(clinic.hours));
  // The page's text has plain spaces (a Malayalam time keeps a no-break space inside).
  const range = (s: { opens: string; closes: string }) =>
    `${formatTime(s.opens, locale)}–${formatTime(s.closes, locale)}`.replace(/\s/g, ' ');
  for (const s of clinic.hours.sessions) expect(text).toContain(range(s));
  expect(dentist!.sameAs ?? []).toEqual(clinic.social.map((s) => s.url));
  for (const url of (dentist!.sameAs ?? []) as string[]) expect(hrefs).toContain(url);
  expect(dentist!.founder).toEqual({ '@id': `${site}/doctors#${clinic.founder}` });
  expect(keys(nodes)).not.toContain('aggregateRating');
  expect(keys(nodes)).not.toContain('review');

  // The site and this page.
  expect(ofType('WebSite')).toEqual([
    expect.objectContaining({ '@id': `${site}/#website`, inLanguage: ['en-IN', 'ml-IN'] }),
  ]);
  // A guide's page is a MedicalWebPage (guides.spec checks what it adds), every other page a WebPage.
  expect([...ofType('WebPage'), ...ofType('MedicalWebPage')]).toEqual([
    expect.objectContaining({ url: canonical, name: pageTitle, description, inLanguage: languageTags[locale] }),
  ]);
  // Every reference points to a node of this graph.
  const ids = new Set(nodes.map((n) => n['@id']));
  const refs = JSON.stringify(nodes).match(/\{"@id":"[^"]+"\}/g) ?? [];
  for (const ref of refs) expect(ids, ref).toContain(JSON.parse(ref)['@id']);
}
