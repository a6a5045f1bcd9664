// The guides for patients (src/content/guides/), whichever the clinic has: each page in both languages with its text,
// the doctor who reviewed it (their registration, and the address on /doctors it links to), the day and the sources;
// the links to it from the services it is about and from the emergency page; and what search engines read of it.
import { copy, doctors, guides, type Locale } from '../support/content';
import { languageTags, locales } from '@/model/locales';
import { guidePath, localePath, routes, servicePath } from '@/lib/routes';
import { formatDay } from '@/lib/formats';
import { fetchPage } from '../support/seo';
import { expect, test } from '../support/browser';

const at = (locale: Locale, path: string) => localePath(locale, path);

for (const locale of locales)
  test(`${locale}: each guide shows its text, the doctor who reviewed it with their registration, the day and its sources`, async ({
    watched: page,
  }) => {
    for (const guide of guides) {
      await page.goto(at(locale, guidePath(guide.slug)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title[locale]);
      // Each section of its text under its own heading, as written.
      for (const [, heading] of guide.body[locale].matchAll(/^## +(.+?) *$/gm))
        await expect(page.getByRole('heading', { level: 2, name: heading!, exact: true })).toBeVisible();
      const { reviewer } = guide;
      await expect(page.getByText(reviewer.registration, { exact: false })).toBeVisible();
      await expect(page.locator(`time[datetime="${guide.lastReviewed}"]`)).toHaveText(
        formatDay(guide.lastReviewed, locale),
      );
      const sources = page.getByRole('region', { name: copy[locale].guides.guide.sources });
      for (const source of guide.sources)
        await expect(sources.getByRole('link', { name: source.title })).toHaveAttribute('href', source.url);
      // The doctor is the clinic's, described on /doctors at the address the guide links to.
      const named = page.getByRole('link', { name: reviewer.name, exact: true });
      await expect(named).toHaveAttribute('href', `${at(locale, routes.doctors)}#${reviewer.id}`);
      await named.click();
      await expect(page.locator(`[id="${reviewer.id}"]`)).toContainText(reviewer.registration);
      await expect(page.locator(`[id="${reviewer.id}"]`)).toBeInViewport();
    }
  });

test('the list of guides, each service a guide is about and the emergency page link to it, and the links resolve', async ({
  watched: page,
  request,
}) => {
  for (const locale of locales) {
    const linksTo = (slug: string) => page.locator(`main a[href="${at(locale, guidePath(slug))}"]`);
    await page.goto(at(locale, routes.guides));
    for (const guide of guides) await expect(linksTo(guide.slug)).toHaveText(guide.title[locale]);
    for (const guide of guides) {
      expect((await request.get(at(locale, guidePath(guide.slug)))).status()).toBe(200);
      for (const service of guide.services) {
        await page.goto(at(locale, servicePath(service.slug)));
        await expect(linksTo(guide.slug)).toHaveText(guide.title[locale]);
      }
    }
    await page.goto(at(locale, routes.emergency));
    for (const guide of guides) await expect(linksTo(guide.slug)).toHaveCount(guide.emergency ? 1 : 0);
    // The quick links at the foot of every page lead to the list.
    await expect(page.locator(`footer a[href="${at(locale, routes.guides)}"]`)).toHaveText(
      copy[locale].shell.footer.quickLinks.guides,
    );
  }
});

test('search engines read each guide as a MedicalWebPage, reviewed by the doctor /doctors describes, in its language', async ({
  request,
}) => {
  for (const locale of locales) {
    const described = (await fetchPage(request, at(locale, routes.doctors))).ofType('Person');
    for (const guide of guides) {
      const path = at(locale, guidePath(guide.slug));
      const { ofType } = await fetchPage(request, path);
      const [node, ...others] = ofType('MedicalWebPage');
      expect(others).toHaveLength(0);
      const site = new URL(node!.url as string).origin;
      expect(node).toMatchObject({
        url: `${site}${path}`,
        inLanguage: languageTags[locale],
        lastReviewed: guide.lastReviewed,
        audience: { '@type': 'MedicalAudience', audienceType: 'Patient' },
        citation: guide.sources.map((s) => ({ '@type': 'CreativeWork', name: s.title, url: s.url })),
      });
      const reviewer = node!.reviewedBy as Record<string, unknown>;
      const doctor = described.find((p) => p['@id'] === reviewer['@id']);
      expect(doctor, `${path}: the reviewer is a doctor of /doctors`).toBeDefined();
      expect(reviewer).toMatchObject({
        '@type': 'Person',
        name: doctor!.name,
        identifier: doctor!.identifier,
      });
      expect(doctors.find((d) => d.name === reviewer.name)?.id).toBe(guide.reviewer.id);
      expect(node!.about).toEqual(
        guide.services.length
          ? guide.services.map((s) =>
              expect.objectContaining({ '@type': 'Service', url: `${site}${at(locale, servicePath(s.slug))}` }),
            )
          : expect.objectContaining({ name: guide.title[locale] }),
      );
    }
  }
});
