import sharp from 'sharp';
import { clinic, content, doctors, faq, services } from '../support/content';
import { servicePath } from '@/lib/routes';
import { languageList } from '@/lib/languages';
import { expect, pages, test } from '../support/browser';
import { readHtml } from '../support/html';
import { canonicalOf, expectMachineReadable, fetchPage } from '../support/seo';
import { DomUtils } from 'htmlparser2';
import { serviceName } from '@/lib/service-name';

test.describe('what machines read on every page', () => {
  for (const facts of pages) {
    test(`${facts.path}: canonical, preview tags and structured data agree with the page and the content`, async ({
      request,
    }) => expectMachineReadable(request, facts, content));
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
    expect(ofType('Service')[0]).toMatchObject({
      name: serviceName(service, 'en'),
      provider: { '@id': `${site}/#clinic` },
    });
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
