// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageContext } from '@/build-time/page-context';
import { ServicesOverview } from '@/components/sections/ServicesOverview';
import { assemble, homeCards as shownCards } from '@/model/assemble';
import { localePath, routes, servicePath } from '@/lib/routes';
import { clinicValues, fill, moreText } from '@/lib/template';
import { clinic, consultants, founder, home, homeCards, services } from '@/content';
import { copy } from '@/copy';
import type { Locale } from '@/model/locales';
import { collections } from '../support/content';

afterEach(cleanup);

const locales: Locale[] = ['en', 'ml'];
const facts = { clinic, consultants, founder };

describe('each treatment is written once, in each language', () => {
  it.each(locales)('%s: no two entries of the treatment lists read the same', (locale) => {
    const texts = services.flatMap((s) => s.items).map((e) => e[locale].toLowerCase());
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });
});

const renderOverview = (locale: Locale, cards = homeCards) =>
  render(<ServicesOverview page={pageContext(locale)} content={home.services} cards={cards} />);

describe('the home page’s service cards show the services home.yaml names', () => {
  it('every card of the content names a service the site has', () => {
    expect(homeCards.map((c) => c.service.slug)).toEqual(home.services.cards.map((c) => c.service));
  });

  it.each(locales)(
    '%s: each card is titled as its service, shows its first three treatments, then the rest counted',
    (locale) => {
      renderOverview(locale);
      const t = copy[locale].home.servicesOverview;
      expect(homeCards.length).toBeGreaterThan(0);
      for (const { service, description } of homeCards) {
        const card = screen.getByRole('heading', { name: service.title[locale] }).closest('li')!;
        expect(card).toHaveTextContent(description[locale]);
        const shown = within(within(card).getByRole('list', { name: t.includes }))
          .getAllByRole('listitem')
          .map((li) => li.textContent);
        expect(shown).toEqual(service.items.slice(0, 3).map((i) => i[locale]));
        const more = moreText(service.items.length - 3, t);
        if (more) expect(card).toHaveTextContent(more);
        // The emergency service leads to what to do now; any other to its page.
        const href = localePath(locale, service.emergency ? routes.emergency : servicePath(service.slug));
        expect(within(card).getByRole('link', { name: new RegExp(t.learnMore) })).toHaveAttribute('href', href);
      }
    },
  );

  it('a card without words of its own says its service’s summary', () => {
    const [first] = home.services.cards;
    const [card] = shownCards([{ service: first!.service }], services).cards;
    expect(card!.description).toEqual(services.find((s) => s.slug === first!.service)!.summary);
  });

  it('with no cards, the section keeps its heading and links and draws no empty list', () => {
    renderOverview('en', []);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: copy.en.home.servicesOverview.viewAll })).toBeInTheDocument();
  });
});

describe('a service deleted at /admin does not stop the build', () => {
  it('leaves its card out, and warns naming home.yaml and the card’s field', () => {
    const c = collections();
    const gone = c.home!.data.services.cards.at(-1)!.service;
    const index = c.home!.data.services.cards.length - 1;
    c.services = c.services.filter((s) => s.data.slug !== gone);
    c.fees!.data.services = c.fees!.data.services.filter((f) => f.service !== gone);
    const content = assemble(c);
    expect(content.homeCards.map((card) => card.service.slug)).not.toContain(gone);
    expect(content.homeCards).toHaveLength(index);
    const home = content.warnings.filter((w) => w.startsWith('src/content/home.yaml'));
    expect(home).toEqual([expect.stringContaining(`src/content/home.yaml: services.cards[${index}].service`)]);
    expect(home[0]).toContain(`"${gone}"`);
  });

  it('keeps a booking choice that names it, without it, and warns naming booking.yaml and the choice’s field', () => {
    const c = collections();
    const index = c.booking!.data.choices.findIndex((choice) => choice.service);
    const gone = c.booking!.data.choices[index]!.service!;
    c.services = c.services.filter((s) => s.data.slug !== gone);
    const content = assemble(c);
    expect(content.bookingChoices).toHaveLength(c.booking!.data.choices.length);
    expect(content.bookingChoices[index]!.service).toBeUndefined();
    expect(content.warnings).toContainEqual(
      expect.stringContaining(`src/content/booking.yaml: choices[${index}].service is "${gone}"`),
    );
  });

  it('the sample content builds without a warning', () => {
    expect(assemble(collections()).warnings).toEqual([]);
  });
});

describe('the placeholders of the clinic’s words', () => {
  it.each(locales)('%s: the section’s heading and introduction are filled from the clinic’s facts', (locale) => {
    renderOverview(locale);
    const section = screen.getByRole('heading', { level: 2 }).closest('section')!;
    expect(section.textContent).not.toMatch(/\{\w+\}/);
    expect(section).toHaveTextContent(fill(home.services.intro[locale], clinicValues(facts, locale)));
  });
});
