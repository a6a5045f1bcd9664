// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesOverview } from '@/components/sections/ServicesOverview';
import { copy, overviewItems, services, type Locale } from '../support/content';
import { overviewCards } from '@/content/overview-cards';

afterEach(cleanup);

const locales: Locale[] = ['en', 'ml'];

/** Every string anywhere in a copy object. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('each treatment is written once, in each language', () => {
  // The lists as written in the services' files and the home cards; a treatment listed twice is written the same
  // way in both languages both times, so it counts once.
  const entries = [
    ...new Map(
      [...services.flatMap((s) => s.items), ...overviewCards.flatMap((c) => ('items' in c ? c.items : []))].map((e) => [
        JSON.stringify(e),
        e,
      ]),
    ).values(),
  ];

  it.each(locales)('%s: no two entries of the treatment lists read the same', (locale) => {
    const texts = entries.map((e) => e[locale].toLowerCase());
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it.each(locales)('%s: the home page’s words hold no treatment of their own', (locale) => {
    const treatments = new Set(entries.map((e) => e[locale]));
    expect(strings(copy[locale].home).filter((s) => treatments.has(s))).toEqual([]);
    for (const card of copy[locale].home.servicesOverview.cards) expect(card).not.toHaveProperty('items');
  });
});

describe('the home page’s service cards list what the services content lists', () => {
  it.each(locales)(
    '%s: a card named after a service shows its first three treatments, then the rest counted',
    (locale) => {
      render(<ServicesOverview locale={locale} copy={copy[locale].home.servicesOverview} items={overviewItems} />);
      const t = copy[locale].home.servicesOverview;
      const checked = overviewCards.filter((c) => 'service' in c);
      expect(checked.length).toBeGreaterThan(0);
      for (const { id, service: slug } of checked as { id: string; service: string }[]) {
        const service = services.find((s) => s.slug === slug)!;
        const title = t.cards.find((c) => c.id === id)!.title;
        const card = screen.getByRole('heading', { name: title }).closest('li')!;
        const shown = within(within(card).getByRole('list', { name: t.includes }))
          .getAllByRole('listitem')
          .map((li) => li.textContent);
        expect(shown).toEqual(service.items.slice(0, 3).map((i) => i[locale]));
        const hidden = service.items.length - 3;
        expect(card).toHaveTextContent(hidden === 1 ? t.moreOne : t.more.replace('{count}', String(hidden)));
      }
    },
  );

  it('the English general dentistry card reads as the General Dentistry service does', () => {
    render(<ServicesOverview locale="en" copy={copy.en.home.servicesOverview} items={overviewItems} />);
    const card = screen.getByRole('heading', { name: 'General Dentistry' }).closest('li')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Professional teeth cleaning', 'Fillings', 'Simple extractions']);
    expect(card).toHaveTextContent('+2 more services');
  });
});
