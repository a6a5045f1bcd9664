// @vitest-environment jsdom
// The words a clinic says about itself (src/content/home.yaml, about.yaml, pages.yaml) and its claims (figures,
// testimonials): checked as the build checks them, and the pages' sections read well without what a clinic leaves out.
import { cleanup, render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { pageContext } from '@/build-time/page-context';
import { Footer } from '@/components/layout/Footer';
import { AboutLegacy } from '@/components/sections/AboutLegacy';
import { HomeWhy } from '@/components/sections/HomeWhy';
import { DoctorCard } from '@/components/sections/DoctorCard';
import { Facilities } from '@/components/sections/Facilities';
import { Hero } from '@/components/sections/Hero';
import { Philosophy } from '@/components/sections/Philosophy';
import { Testimonials } from '@/components/sections/Testimonials';
import { ServicesWhy } from '@/components/sections/ServicesWhy';
import { namedPhotos } from '@/model/assemble';
import {
  aboutSchema,
  clinicSchema,
  doctorSchema,
  homeSchema,
  pagesSchema,
  placeholders,
  serviceSchema,
  testimonialSchema,
  type Clinic,
} from '@/model';
import { validate } from '@/model/validate';
import { clinicValues, fill } from '@/lib/template';
import { about, clinic, consultants, doctors, founder, home, pages, services, testimonials } from '@/content';
import { phoneList, telLink } from '@/lib/whatsapp';
import { copy } from '@/copy';
import type { Locale } from '@/model/locales';
import { rejected } from '../support/rejected';

afterEach(cleanup);

const locales: Locale[] = ['en', 'ml'];
const yaml = (file: string) => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const clone = <T,>(value: T): T => structuredClone(value);
const picture = { sources: [], src: '/a.svg', width: 4, height: 3, alt: 'A room', priority: false };
const facts = { clinic, consultants, founder };
const text = { en: 'Words', ml: 'വാക്കുകൾ' };

describe('the clinic’s words are checked as the build checks them', () => {
  it('accepts the shipped files', () => {
    for (const [file, schema] of [
      ['src/content/home.yaml', homeSchema],
      ['src/content/about.yaml', aboutSchema],
      ['src/content/pages.yaml', pagesSchema],
    ] as const)
      expect(() => validate(file, schema, yaml(file))).not.toThrow();
  });

  it('needs every text in both languages, naming the field', () => {
    const data = clone(yaml('src/content/home.yaml')) as { hero: { title: Record<string, string> } };
    data.hero.title.ml = ' ';
    expect(rejected(() => validate('src/content/home.yaml', homeSchema, data))).toBe(
      'Invalid content in src/content/home.yaml:\n  - hero.title.ml: must not be empty',
    );
  });

  it('takes no highlights, and up to three', () => {
    const data = clone(yaml('src/content/home.yaml')) as { hero: { highlights: unknown[] } };
    data.hero.highlights = [];
    expect(() => validate('src/content/home.yaml', homeSchema, data)).not.toThrow();
    data.hero.highlights = [text, text, text, text];
    expect(rejected(() => validate('src/content/home.yaml', homeSchema, data))).toContain(
      'hero.highlights: list at most three highlights',
    );
  });

  it('names a home card’s service by its slug, and its icon from the set', () => {
    const data = clone(yaml('src/content/home.yaml')) as { services: { cards: Record<string, unknown>[] } };
    data.services.cards = [{ service: 'Root Canal' }];
    expect(rejected(() => validate('src/content/home.yaml', homeSchema, data))).toContain(
      'services.cards[0].service: must be lowercase words joined by hyphens',
    );
    data.services.cards = [{ service: 'root-canal', icon: 'tooth' }];
    expect(rejected(() => validate('src/content/home.yaml', homeSchema, data))).toContain('services.cards[0].icon');
  });

  it('shows a facility’s photo, described in both languages, or a drawing of the set', () => {
    const data = clone(yaml('src/content/about.yaml')) as { facilities: { cards: Record<string, unknown>[] } };
    data.facilities.cards[0]!.drawing = 'garden';
    expect(rejected(() => validate('src/content/about.yaml', aboutSchema, data))).toContain(
      'facilities.cards[0].drawing',
    );
    data.facilities.cards[0]!.drawing = 'reception';
    data.facilities.cards[0]!.photo = { file: 'room.jpg', alt: { en: 'The reception', ml: '' } };
    expect(rejected(() => validate('src/content/about.yaml', aboutSchema, data))).toContain(
      'facilities.cards[0].photo.alt.ml: alt text is required',
    );
    // The editor leaves a removed photo's fields empty: no photo.
    data.facilities.cards[0]!.photo = { file: '', alt: { en: '', ml: '' } };
    expect(validate('src/content/about.yaml', aboutSchema, data).facilities.cards[0]!.photo).toBeUndefined();
  });

  it('names a facility’s photo by its file and field, for the build’s messages', () => {
    const room = { file: 'room.jpg', alt: { en: 'The room', ml: 'മുറി' } };
    const named = namedPhotos({
      clinic: {},
      doctors: [],
      services: [],
      about: { facilities: { cards: [{}, { photo: room }] } },
    });
    expect(named.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/content/about.yaml facilities.cards[1].photo',
    ]);
  });

  it('keeps the story to at least one paragraph', () => {
    const data = clone(yaml('src/content/about.yaml')) as { story: { paragraphs: unknown[] } };
    data.story.paragraphs = [];
    expect(rejected(() => validate('src/content/about.yaml', aboutSchema, data))).toContain('story.paragraphs');
  });
});

describe('the figures are the clinic’s to give', () => {
  const clinicData = () => clone(yaml('src/content/clinic.yaml')) as Clinic & Record<string, unknown>;

  it('each can be left out, all of them too', () => {
    const data = clinicData();
    data.figures = {};
    expect(() => validate('src/content/clinic.yaml', clinicSchema, data)).not.toThrow();
    delete data.figures;
    expect(() => validate('src/content/clinic.yaml', clinicSchema, data)).not.toThrow();
  });

  it('a rating says where and when it was read', () => {
    const data = clinicData();
    // The month as people write it, read as the site shows it.
    for (const asOf of ['2026-03', '03/2026', '3/2026', 'March 2026', 'Mar 2026', 'march, 2026']) {
      data.figures = { rating: { value: 4.5, source: 'Google', reviews: 10, asOf } };
      expect(validate('src/content/clinic.yaml', clinicSchema, data).figures?.rating?.asOf, asOf).toBe('2026-03');
    }
    for (const asOf of ['13/2026', 'Spring 2026', '2026', 'Ma 2026']) {
      data.figures = { rating: { value: 4.5, source: 'Google', reviews: 10, asOf } };
      expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toContain(
        'figures.rating.asOf: must be a month such as 2026-03',
      );
    }
    data.figures = { rating: { value: 4.5, reviews: 10, asOf: '2026-03' } as never };
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toContain('figures.rating.source');
    data.figures = { rating: { value: 4.5, source: 'Google', reviews: 10, asOf: '2026-03', url: 'g.page/x' } };
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toContain('figures.rating.url');
  });
});

const excellence = (locale: Locale, figures: Clinic['figures']) =>
  render(<HomeWhy page={{ ...pageContext(locale), clinic: { ...clinic, figures } }} content={home.why} />);

/** The figures' labels, in order. */
const tiles = () => [...document.querySelectorAll('dl dt')].map((dt) => dt.firstChild?.textContent);

describe('the home page’s figures', () => {
  it.each(locales)('%s: without figures, only what is counted from the content: years and consultants', (locale) => {
    excellence(locale, undefined);
    const t = copy[locale].home.excellence.stats;
    expect(tiles()).toEqual([t.years.label, t.consultants.label]);
    expect(screen.getByText(String(consultants))).toBeInTheDocument();
    expect(document.querySelectorAll('a[target="_blank"]')).toHaveLength(0);
    // The odd tile out spans the row: no empty box beside it.
    expect(screen.getByText(t.consultants.label).closest('div')).toHaveClass('col-span-2');
  });

  it.each(locales)(
    '%s: a rating names its source, its reviews and its month, with no link without a page',
    (locale) => {
      const rating = { value: 4.7, source: 'Practo', reviews: 1234, asOf: '2025-11' };
      excellence(locale, { rating });
      const month = new Intl.DateTimeFormat(`${locale}-IN`, { month: 'long', year: 'numeric' }).format(
        new Date(2025, 10, 15),
      );
      const source = fill(copy[locale].home.excellence.stats.ratingSource, {
        source: 'Practo',
        reviews: (1234).toLocaleString(`${locale}-IN`),
        date: month,
      });
      expect(screen.getByText(source)).toBeInTheDocument();
      expect(screen.getByText(fill(copy[locale].home.excellence.stats.rating.value, { rating: '4.7' }))).toBeVisible();
      expect(document.querySelectorAll('a[target="_blank"]')).toHaveLength(0);
      expect(screen.queryByText(fill(copy[locale].home.excellence.reviewUs, { source: 'Practo' }))).toBeNull();
    },
  );

  it.each(locales)('%s: with the review page, the rating links to it and patients are asked to review', (locale) => {
    const url = 'https://www.example.com/reviews/clinic';
    excellence(locale, { rating: { value: 4.7, source: 'Google', reviews: 8, asOf: '2026-01', url } });
    const reviewUs = screen.getByRole('link', {
      name: fill(copy[locale].home.excellence.reviewUs, { source: 'Google' }),
    });
    expect(reviewUs).toHaveAttribute('href', url);
    expect(reviewUs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href') === url)).toHaveLength(2);
  });

  it('shows the figures the content gives, in the content’s numbers', () => {
    excellence('en', { patientsServed: 1200, satisfactionPercent: 90 });
    const t = copy.en.home.excellence.stats;
    expect(tiles()).toEqual([t.years.label, t.consultants.label, t.patients.label, t.satisfaction.label]);
    expect(screen.getByText(fill(t.patients.value, { count: (1200).toLocaleString('en-IN') }))).toBeInTheDocument();
  });
});

describe('the About page without the figures and lists a clinic leaves out', () => {
  it.each(locales)('%s: the story has no patients tile without the figure', (locale) => {
    render(
      <AboutLegacy
        page={{ ...pageContext(locale), clinic: { ...clinic, figures: undefined } }}
        content={about.story}
        founder={founder}
      />,
    );
    expect(screen.queryByText(copy[locale].about.legacy.stats.patientsLabel)).toBeNull();
    expect(screen.getByText(copy[locale].about.legacy.stats.consultantsLabel)).toBeInTheDocument();
    // Every paragraph of the story, its placeholders filled.
    const story = screen.getByRole('heading', { level: 2 }).closest('section')!;
    expect(story.textContent).not.toMatch(/\{\w+\}/);
    expect(story).toHaveTextContent(founder.name);
  });

  it('no principles, no facilities: no section, no empty heading', () => {
    const { container } = render(
      <>
        <Philosophy page={pageContext('en')} content={{ ...about.philosophy, cards: [] }} />
        <Facilities page={pageContext('en')} content={{ ...about.facilities, cards: [] }} pictures={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each(locales)('%s: each facility shows its picture, title and text, as many as the content lists', (locale) => {
    const cards = about.facilities.cards;
    render(
      <Facilities
        page={pageContext(locale)}
        content={about.facilities}
        pictures={cards.map((_, i) => ({ ...picture, alt: `picture ${i}` }))}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(cards.length);
    cards.forEach((card, i) => {
      const item = screen.getByRole('heading', { name: card.title[locale] }).closest('li')!;
      expect(within(item).getByRole('img')).toHaveAccessibleName(`picture ${i}`);
    });
  });

  it('every drawing of the set has its description in both languages', () => {
    for (const locale of locales)
      for (const card of about.facilities.cards)
        expect(copy[locale].about.facilities.drawings[card.drawing]).toBeTruthy();
  });
});

describe('testimonials and lists the home and Services pages may leave out', () => {
  it('no testimonials: no section', () => {
    const { container } = render(<Testimonials page={pageContext('en')} testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the testimonials the content gives, each once', () => {
    render(<Testimonials page={pageContext('en')} testimonials={testimonials} />);
    expect(screen.queryAllByRole('blockquote')).toHaveLength(testimonials.length);
  });

  it('no reasons to choose the clinic: no section', () => {
    const { container } = render(
      <ServicesWhy page={pageContext('en')} content={{ ...pages.services.why, points: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each(locales)('%s: the hero’s highlights, as many as the content gives, none without a list', (locale) => {
    const hero = (highlights: typeof home.hero.highlights) =>
      render(<Hero page={pageContext(locale)} content={{ ...home.hero, highlights }} backdrop={picture} />);
    hero(home.hero.highlights);
    const list = screen.queryByRole('list', { name: copy[locale].home.hero.highlightsLabel });
    expect(list ? within(list).getAllByRole('listitem') : []).toHaveLength(home.hero.highlights.length);
    cleanup();
    hero([]);
    expect(screen.queryByRole('list')).toBeNull();
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(fill(home.hero.title[locale], clinicValues(facts, locale)));
  });
});

describe('the placeholders of the clinic’s words', () => {
  it('are the same set in every text of the clinic’s, and one the site does not fill is refused and named', () => {
    const data = clone(yaml('src/content/clinic.yaml')) as { about: Record<Locale, string> };
    data.about.en = placeholders.map((p) => `{${p}}`).join(' ');
    expect(() => validate('src/content/clinic.yaml', clinicSchema, data)).not.toThrow();
    data.about.ml = 'Since {foundingyear} and {Years}';
    expect(rejected(() => validate('src/content/clinic.yaml', clinicSchema, data))).toContain(
      'about.ml: {foundingyear}, {Years} is not filled in by the site',
    );
    const home = clone(yaml('src/content/home.yaml')) as { hero: { title: Record<Locale, string> } };
    home.hero.title.en = `Care since {${placeholders.at(-1)}} in {${placeholders[0]}}`;
    expect(() => validate('src/content/home.yaml', homeSchema, home)).not.toThrow();
  });

  it('are refused in a text the site prints as it is, such as a service’s name', () => {
    const service = clone(yaml(`src/content/services/${services[0]!.slug}.yaml`)) as { title: Record<Locale, string> };
    service.title.en = 'Care since {foundingYear}';
    expect(rejected(() => validate('src/content/services/x.yaml', serviceSchema, service))).toContain(
      'title.en: {foundingYear} is not filled in here',
    );
  });

  it.each(locales)('%s: are each filled in the words at the foot of every page', (locale) => {
    const page = pageContext(locale);
    const about = { ...clinic.about, [locale]: placeholders.map((p) => `[{${p}}]`).join(' ') };
    render(<Footer page={{ ...page, clinic: { ...clinic, about } }} services={services} />);
    const values = clinicValues(facts, locale);
    const footer = screen.getByRole('contentinfo');
    for (const p of placeholders) expect(footer).toHaveTextContent(`[${values[p]}]`);
    expect(footer.textContent).not.toMatch(/\{\w+\}/);
  });
});

describe('facts a clinic may not have are left out, never made up', () => {
  it.each(locales)('%s: stars only where the patient gave them', (locale) => {
    const page = pageContext(locale);
    const given = testimonials.map((t, i) => (i === 0 ? { ...t, rating: undefined } : t));
    render(<Testimonials page={page} testimonials={given} />);
    const rated = given.flatMap((t) =>
      t.rating === undefined ? [] : [fill(copy[locale].home.testimonials.rated, { rating: t.rating })],
    );
    expect(screen.queryAllByText(/./, { selector: '.sr-only' }).map((el) => el.textContent)).toEqual(rated);
    expect(screen.queryAllByRole('blockquote')).toHaveLength(given.length);
  });

  it.each(locales)('%s: no years of experience for a doctor whose first year is not given', (locale) => {
    const page = pageContext(locale);
    const doctor = doctors[0]!;
    const experience = (years: string) => fill(copy[locale].doctors.labels.experience, { years });
    const pattern = new RegExp(experience('\\d+'));
    render(<DoctorCard page={page} doctor={{ ...doctor, practisingSince: undefined }} />);
    expect(document.body.textContent).not.toMatch(pattern);
    cleanup();
    render(<DoctorCard page={page} doctor={{ ...doctor, practisingSince: clinic.foundingYear }} />);
    expect(document.body.textContent).toMatch(pattern);
  });

  it.each(locales)('%s: the footer lists each number with its name as written, one number alone too', (locale) => {
    const page = pageContext(locale);
    const one: Clinic = { ...clinic, phones: { appointments: clinic.phones.appointments, others: [] } };
    const two: Clinic = {
      ...clinic,
      phones: {
        appointments: clinic.phones.appointments,
        others: [{ e164: '+914812000000', display: '0481 200 0000', label: { en: 'Reception desk', ml: 'റിസപ്ഷൻ' } }],
      },
    };
    for (const shown of [one, two]) {
      render(<Footer page={{ ...page, clinic: shown }} services={services} />);
      const footer = screen.getByRole('contentinfo');
      const calls = footer.querySelectorAll('a[href^="tel:"]');
      expect(calls).toHaveLength(phoneList(shown.phones).length);
      for (const phone of phoneList(shown.phones)) {
        expect(footer).toHaveTextContent(`${phone.label[locale]}: ${phone.display}`);
        expect(footer.querySelector(`a[href="${telLink(phone.e164)}"]`)).not.toBeNull();
      }
      cleanup();
    }
  });

  it('a testimonial without stars, a doctor without a first year and a clinic with one number are accepted', () => {
    // A clinic's testimonial as the editor writes one, without stars.
    const testimonial = {
      name: 'Annamma K.',
      order: 1,
      initials: 'AK',
      role: { en: 'Patient', ml: 'രോഗി' },
      text: { en: 'Kind and clear.', ml: 'സൗമ്യവും വ്യക്തവും.' },
    };
    expect(() => validate('t.yaml', testimonialSchema, testimonial)).not.toThrow();
    expect(rejected(() => validate('t.yaml', testimonialSchema, { ...testimonial, rating: 6 }))).toContain('rating');
    const doctor = yaml(`src/content/doctors/${readdirSync('src/content/doctors')[0]}`);
    delete doctor.practisingSince;
    expect(() => validate('d.yaml', doctorSchema, doctor)).not.toThrow();
    const data = yaml('src/content/clinic.yaml') as { phones: Record<string, unknown> };
    delete data.phones.others;
    expect(() => validate('src/content/clinic.yaml', clinicSchema, data)).not.toThrow();
  });
});
