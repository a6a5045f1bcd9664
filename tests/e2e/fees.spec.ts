import { readFileSync } from 'node:fs';
import type { Element } from 'domhandler';
import { copy, fees, feesFor, services, type Locale } from '../support/content';
import type { FeeLine } from '@/model';
import { localePath, routes, servicePath } from '@/lib/routes';
import { readHtml } from '../support/html';
import { expect, test } from '../support/browser';

const locales: Locale[] = ['en', 'ml'];

/** Rupees grouped as an Indian reader groups them (₹1,50,000), worked out here rather than by Intl. */
function rupees(amount: number): string {
  const digits = String(amount);
  const head = digits.slice(0, -3);
  return `₹${head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},` : ''}${digits.slice(-3)}`;
}

/** What the fee cell of a line reads in a language: "₹1,500", "₹4,000–₹8,000", "from ₹25,000". */
function feeCell(
  { fee, from, to }: { fee?: number | undefined; from?: number | undefined; to?: number | undefined },
  locale: Locale,
): string {
  if (fee !== undefined) return rupees(fee);
  if (to !== undefined) return `${rupees(from!)}–${rupees(to)}`;
  return copy[locale].fees.amount.from.replace('{amount}', rupees(from!));
}

/** A row as the page draws it: the treatment with its note, and the fee. */
const row = (line: FeeLine, locale: Locale) => [
  `${line.treatment[locale]}${line.note?.[locale] ?? ''}`,
  feeCell(line, locale),
];

/** Every fee of the content, in page order: the consultation, then each service's lines and package rates. */
const everyFee = (locale: Locale) =>
  [...fees.consultation, ...fees.services.flatMap((s) => [...s.lines, ...(s.packages ?? [])])].map((line) =>
    row(line, locale),
  );

test.describe('the fees page', () => {
  for (const locale of locales) {
    test(`${locale}: shows every fee of the content in Indian grouping, and prints as one page without the shell`, async ({
      watched: page,
    }) => {
      const t = copy[locale].fees;
      await page.goto(localePath(locale, routes.fees));
      const rows = page.locator('main table tbody tr');
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]),
      );
      expect(shown).toEqual(everyFee(locale));
      expect(shown.map(([, fee]) => fee).join(' ')).toContain('₹1,20,000');
      await expect(page.locator(`main time[datetime="${fees.lastUpdated}"]`)).toBeVisible();
      await expect(page.getByText(t.examination)).toBeVisible();
      await expect(page.locator('main')).toContainText(t.payment.methods.UPI!);
      for (const { service } of fees.services)
        await expect(page.locator(`main h2 a[href="${localePath(locale, servicePath(service))}"]`)).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      for (const shell of ['[data-site-header]', 'footer', '[data-floating-actions]', 'aside', '#booking-cta'])
        await expect(page.locator(shell).first()).toBeHidden();
      await expect(page.locator('main table').first()).toBeVisible();
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g), 'printed pages').toHaveLength(1);
    });
  }

  test('is linked from the menu, the footer, the booking section and each service page', async ({ watched: page }) => {
    for (const locale of locales) {
      const href = localePath(locale, routes.fees);
      await page.goto(localePath(locale, routes.home));
      await expect(page.locator(`#site-menu a[href="${href}"]`)).toHaveText(copy[locale].shell.nav.fees);
      await expect(page.locator(`footer a[href="${href}"]`)).toHaveText(copy[locale].shell.footer.quickLinks.fees);
      await expect(page.locator(`#appointment-booking a[href="${href}"]`)).toHaveText(copy[locale].home.booking.fees);
    }
    await page.goto('/fees');
    await expect(page.locator('#site-menu [aria-current="page"]')).toHaveText('Fees');
    for (const locale of locales)
      for (const service of services) {
        const file = `dist${localePath(locale, servicePath(service.slug))}.html`;
        const html = readHtml(readFileSync(file, 'utf8'));
        const links = html.all('a').filter((a) => a.attribs.href === localePath(locale, routes.fees));
        expect(
          links.map((a) => html.textOf(a).trim()),
          file,
        ).toContain(copy[locale].fees.service.all);
      }
  });
});

test.describe('a service page', () => {
  test('shows its own fee lines and package rates', async ({ watched: page }) => {
    // A service with package rates, if one has them, in English; another with fee lines in Malayalam.
    const first = services.find((s) => feesFor(s.slug).packages.length) ?? services[0]!;
    const second = services.find((s) => s !== first && feesFor(s.slug).lines.length) ?? first;
    for (const [locale, slug] of [
      ['en', first.slug],
      ['ml', second.slug],
    ] as const) {
      await page.goto(localePath(locale, servicePath(slug)));
      const { lines, packages } = feesFor(slug);
      const tables = page.locator('#service-details table');
      await expect(tables.first()).toBeVisible();
      const shown = await tables
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]),
        );
      expect(shown).toEqual([...lines, ...packages].map((line) => row(line, locale)));
    }
  });

  test('offers in its structured data exactly the fees it shows, priced in rupees', async ({ request }) => {
    for (const locale of locales)
      for (const service of services) {
        const path = localePath(locale, servicePath(service.slug));
        const html = readHtml(await (await request.get(path)).text());
        const details = html.all('section').find((s) => s.attribs.id === 'service-details')!;
        const cell = (tr: Element, name: string) => html.textOf(html.all(name, tr)[0]!, '').trim();
        const shown = html
          .all('tr', details)
          .filter((tr) => html.all('td', tr).length)
          .map((tr) => [cell(tr, 'th'), cell(tr, 'td')]);
        const graph = JSON.parse(html.scripts('application/ld+json')[0]!) as { '@graph': Record<string, unknown>[] };
        const node = graph['@graph'].find((n) => n['@type'] === 'Service')!;
        type Offer = {
          name: string;
          description?: string;
          priceSpecification: { priceCurrency: string; price?: number; minPrice?: number; maxPrice?: number };
        };
        const offered = ((node.offers ?? []) as Offer[]).map(({ name, description = '', priceSpecification: p }) => {
          expect(p.priceCurrency).toBe('INR');
          return [`${name}${description}`, feeCell({ fee: p.price, from: p.minPrice, to: p.maxPrice }, locale)];
        });
        expect(shown.length, path).toBeGreaterThan(0);
        expect(offered, path).toEqual(shown);
      }
  });
});
