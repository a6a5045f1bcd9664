import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { clinic, doctors, faq, services } from '../support/content';
import { formatTime } from '@/lib/hours';
import { servicePath } from '@/lib/routes';
import { languageList } from '@/lib/languages';
import { languageTags } from '@/content/locales';
import { expect, pages, test } from '../support/browser';
import { readHtml } from '../support/html';
import { openingHoursOf } from '../support/weeks';
import { DomUtils } from 'htmlparser2';

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

async function fetchPage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const page = readHtml(html);
  const blocks = page.scripts('application/ld+json');
  expect(blocks, `one JSON-LD block in ${path}`).toHaveLength(1);
  const graph = JSON.parse(blocks[0]!) as { '@context': string; '@graph': Node[] };
  expect(graph['@context']).toBe('https://schema.org');
  const nodes = graph['@graph'];
  return { html, page, text: page.text, nodes, ofType: (type: string) => nodes.filter((n) => n['@type'] === type) };
}

const canonicalOf = async (request: APIRequestContext, path: string) =>
  readHtml(await (await request.get(path)).text()).link('canonical');

/** Every key anywhere in a JSON value. */
const keys = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keys(v)])
    : [];

test.describe('what machines read on every page', () => {
  for (const { path, title, locale } of pages) {
    test(`${path}: canonical, preview tags and structured data agree with the page and the content`, async ({
      request,
    }) => {
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
      expect(dentist!.telephone).toEqual([clinic.phones.appointments.e164, clinic.phones.landline.e164]);
      const hrefs = page.all('a').map((a) => a.attribs.href);
      for (const phone of dentist!.telephone as string[]) expect(hrefs).toContain(`tel:${phone}`);
      expect(text).toContain(clinic.phones.appointments.display);
      expect(text).toContain(clinic.phones.landline.display);
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
      expect(dentist!.founder).toEqual({ '@id': `${site}/doctors#${doctors.find((d) => d.featured)!.id}` });
      expect(keys(nodes)).not.toContain('aggregateRating');
      expect(keys(nodes)).not.toContain('review');

      // The site and this page.
      expect(ofType('WebSite')).toEqual([
        expect.objectContaining({ '@id': `${site}/#website`, inLanguage: ['en-IN', 'ml-IN'] }),
      ]);
      expect(ofType('WebPage')).toEqual([
        expect.objectContaining({ url: canonical, name: pageTitle, description, inLanguage: languageTags[locale] }),
      ]);
      // Every reference points to a node of this graph.
      const ids = new Set(nodes.map((n) => n['@id']));
      const refs = JSON.stringify(nodes).match(/\{"@id":"[^"]+"\}/g) ?? [];
      for (const ref of refs) expect(ids, ref).toContain(JSON.parse(ref)['@id']);
    });
  }

  test('titles and descriptions are each the page’s own', async ({ request }) => {
    const heads = await Promise.all(pages.map(async ({ path }) => readHtml(await (await request.get(path)).text())));
    expect(new Set(heads.map((h) => h.title)).size).toBe(pages.length);
    expect(new Set(heads.map((h) => h.meta('description'))).size).toBe(pages.length);
  });

  test('/doctors describes each doctor as on the page, working for the clinic', async ({ request }) => {
    const { text, ofType } = await fetchPage(request, '/doctors');
    const clinicId = ofType('Dentist')[0]!['@id'];
    const people = ofType('Person');
    expect(people.map((p) => p.name)).toEqual(doctors.map((d) => d.name));
    for (const doctor of doctors) {
      const person = people.find((p) => p.name === doctor.name)!;
      expect(person).toMatchObject({ jobTitle: doctor.role.en, worksFor: { '@id': clinicId } });
      expect(text).toContain(doctor.name);
      expect(text).toContain(doctor.role.en);
      expect(text).toContain(doctor.education);
      expect((person.hasCredential as { name: string }[]).map((c) => c.name).join(', ')).toBe(doctor.education);
      // The registration and the consulting languages, as the page shows them.
      expect(person.identifier).toMatchObject({ '@type': 'PropertyValue', value: doctor.registration });
      expect(text).toContain(doctor.registration);
      expect(person.knowsLanguage).toEqual(doctor.languages);
      expect(text).toContain(languageList(doctor.languages, 'en'));
    }
  });

  test('/contact marks up the questions the page shows', async ({ request }) => {
    const { page, text, ofType } = await fetchPage(request, '/contact');
    const [faqPage] = ofType('FAQPage');
    const questions = faqPage!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const shown = page.all('summary').map((summary) => page.textOf(summary).trim());
    expect(questions.map((q) => q.name)).toEqual(shown);
    expect(questions.map((q) => q.name)).toEqual(faq.map((q) => q.question.en));
    for (const q of questions) expect(text).toContain(q.acceptedAnswer.text);
    // The payment methods told to search engines are the ones the FAQ names.
    const dentist = ofType('Dentist')[0]!;
    for (const method of String(dentist.paymentAccepted).split(', '))
      expect(text.toLowerCase()).toContain(method.toLowerCase());
  });

  test('a service page marks up its breadcrumb trail as shown, and the service', async ({ request }) => {
    const service = services[0]!;
    const { page, ofType } = await fetchPage(request, servicePath(service.slug));
    const canonical = page.link('canonical')!;
    const site = new URL(canonical).origin;
    const nav = page.all('nav').find((n) => n.attribs['aria-label'] === 'Breadcrumb')!;
    const shown = page.all('li', nav).map((li) => page.textOf(li).trim());
    const trail = ofType('BreadcrumbList')[0]!.itemListElement as { name: string; item: string; position: number }[];
    expect(trail.map((c) => c.name)).toEqual(shown);
    expect(trail.map((c) => c.item)).toEqual([`${site}/`, `${site}/services`, canonical]);
    expect(ofType('WebPage')[0]!.breadcrumb).toEqual({ '@id': ofType('BreadcrumbList')[0]!['@id'] });
    expect(ofType('Service')[0]).toMatchObject({ name: service.title.en, provider: { '@id': `${site}/#clinic` } });
  });
});

test.describe('crawling', () => {
  test('robots.txt allows everything and names the sitemap, which lists every page and no 404', async ({ request }) => {
    const site = new URL((await canonicalOf(request, '/'))!).origin;
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const body = await robots.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).not.toMatch(/^Disallow: \/\S/m);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(body)![1]!;
    expect(sitemapUrl).toBe(`${site}/sitemap-index.xml`);

    const index = await (await request.get(new URL(sitemapUrl).pathname)).text();
    const locs = (xml: string) =>
      readHtml(xml)
        .all('loc')
        .map((loc) => DomUtils.textContent(loc));
    const files = locs(index).map((url) => new URL(url).pathname);
    const listed: string[] = [];
    for (const file of files) {
      const xml = await (await request.get(file)).text();
      expect(xml, 'no build date posing as a change date').not.toContain('<lastmod>');
      listed.push(...locs(xml));
    }
    const canonicals = await Promise.all(pages.map(({ path }) => canonicalOf(request, path)));
    expect([...listed].sort()).toEqual([...canonicals].sort());
    expect(listed.some((url) => url.includes('404'))).toBe(false);
  });

  test('the 404 page is not to be indexed and names no address of its own', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const page = readHtml(await response.text());
    expect(page.meta('robots')).toBe('noindex');
    expect(page.link('canonical')).toBeUndefined();
    expect(page.meta('og:url')).toBeUndefined();
  });
});

test.describe('link previews and icons', () => {
  test('the preview image is a 1200×630 JPEG under 300 KB', async ({ request }) => {
    const response = await request.get('/og.jpg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const body = await response.body();
    expect(body.byteLength).toBeLessThan(300 * 1024);
    const info = await sharp(body).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    // Drawn, not blank: the clinic's name and phone make it far from one flat colour.
    const { channels } = await sharp(body).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
  });

  test('the icons and the manifest are there, at the sizes they claim', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: clinic.name, short_name: clinic.shortName, start_url: '/' });
    const home = readHtml(await (await request.get('/')).text());
    expect(manifest.theme_color).toBe(home.meta('theme-color'));
    const icons: { src: string; sizes: string; type: string }[] = [
      ...manifest.icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ];
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
      if (icon.type !== 'image/png') continue;
      const info = await sharp(await response.body()).metadata();
      expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes);
    }
    // Home screens round the corners themselves and would paint transparent ones black.
    const touch = await sharp(await (await request.get('/apple-touch-icon.png')).body()).metadata();
    expect(touch.hasAlpha).toBe(false);
    // Installed, the site opens as an app of its own, its icon cut to the phone's shape from a full-bleed one.
    expect(manifest.display).toBe('standalone');
    const maskable = manifest.icons.find((i: { purpose?: string }) => i.purpose === 'maskable');
    expect((await sharp(await (await request.get(maskable.src)).body()).metadata()).hasAlpha).toBe(false);
  });
});
