// What each page of a clinic's site shows, derived from its content: the title and the texts the spec asks of every
// page, in both languages. The sample clinic's are the browser tests' `pages` (./browser.ts); the second clinic's are
// checked on its own site (tests/e2e/second-clinic.spec.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { copy, type Locale } from './content';
import { readHtml } from './html';
import type { assemble } from '@/model/assemble';
import { yearsSince } from '@/lib/dates';
import { translatePath } from '@/lib/routes';
import { feeText } from '@/lib/fees';
import { clinicValues, fill, fittingTitle, moreText } from '@/lib/template';
import { phoneList } from '@/lib/whatsapp';
import { serviceName } from '@/lib/service-name';

/** A clinic's content, assembled as the site assembles it. */
export type Content = ReturnType<typeof assemble>;

export interface PageFacts {
  path: string;
  /** The exact title, or (Malayalam) a text the title contains. */
  title: string;
  texts: string[];
}

/** Every page of the site of `content`, in both languages, with its title and the texts the spec says it shows. */
export function pagesOf(content: Content): (PageFacts & { locale: Locale })[] {
  const {
    about,
    clinic,
    consultants,
    doctors,
    emergencyGuidance,
    faq,
    fees,
    home,
    homeCards,
    pages: pageWords,
    services,
    guides,
  } = content;
  // Years are counted on the day the page is read, as the site counts them, from the clock of the test's own process.
  const years = (since: number) => yearsSince(since, new Date());
  const founder = doctors.find((d) => d.id === clinic.founder)!;

  /** A text of the clinic's content as a page shows it, its placeholders filled. */
  const words = (text: Record<Locale, string>, locale: Locale = 'en') =>
    fill(text[locale], clinicValues({ clinic, consultants, founder }, locale));

  /** The figures the clinic gives, as the home page shows them. */
  const figures = (locale: Locale) => {
    const { rating, satisfactionPercent } = clinic.figures ?? {};
    const stats = copy[locale].home.excellence.stats;
    return [
      ...(rating
        ? [fill(stats.rating.value, { rating: rating.value.toLocaleString(`${locale}-IN`) }), rating.source]
        : []),
      ...(satisfactionPercent !== undefined ? [fill(stats.satisfaction.value, { percent: satisfactionPercent })] : []),
    ];
  };

  /** Every English page with its title and texts the spec says it shows. */
  const englishPages: PageFacts[] = [
    {
      path: '/',
      title: fill(copy.en.home.meta.title, {
        name: clinic.name,
        town: clinic.address.town.en,
        year: clinic.foundingYear,
      }),
      texts: [
        words(home.hero.badge),
        words(home.hero.title),
        ...home.hero.highlights.map((h) => words(h)),
        ...homeCards.flatMap((c) => [
          c.service.title.en,
          moreText(c.service.items.length - 3, copy.en.home.servicesOverview) ?? c.service.items.at(-1)!.en,
        ]),
        ...figures('en'),
        'Get In Touch',
      ],
    },
    {
      path: '/about',
      title: `About Us - ${clinic.name}`,
      texts: [
        words(about.hero.title),
        ...about.philosophy.cards.map((c) => words(c.title)),
        ...about.facilities.cards.map((c) => words(c.title)),
      ],
    },
    {
      path: '/services',
      title: `Our Services - ${clinic.name}`,
      texts: [
        ...services.map((s) => s.title.en),
        ...(pageWords.services.why.points.length ? [words(pageWords.services.why.title)] : []),
        // Each card lists a service's first three treatments, and says how many more its page has.
        ...services.flatMap((s) => moreText(s.items.length - 3, copy.en.services.card) ?? []),
      ],
    },
    {
      path: '/doctors',
      title: `Our Doctors - ${clinic.name}`,
      texts: [
        founder.name,
        founder.education,
        words(pageWords.doctors.title),
        words(pageWords.doctors.team.title),
        ...(founder.practisingSince === undefined
          ? []
          : [fill(copy.en.doctors.labels.experience, { years: years(founder.practisingSince) })]),
      ],
    },
    {
      path: '/fees',
      title: `Fees - ${clinic.name}`,
      texts: [
        copy.en.fees.consultation,
        ...(fees.services.some((g) => g.packages?.length) ? [copy.en.fees.packages] : []),
        ...fees.consultation.map((line) => line.treatment.en),
        // Every fee as the page writes it; the fees of services the clinic no longer offers are left out by the content.
        ...[...fees.consultation, ...fees.services.flatMap((g) => [...g.lines, ...(g.packages ?? [])])].map((line) =>
          feeText(line, copy.en.fees.amount),
        ),
      ],
    },
    {
      path: '/book',
      title: `Book an Appointment - ${clinic.name}`,
      texts: ['Book an Appointment', clinic.phones.appointments.display],
    },
    {
      path: '/contact',
      title: `Contact Us - ${clinic.name}`,
      texts: [
        copy.en.contact.faq.title,
        ...faq.map((q) => q.question.en),
        clinic.email,
        ...phoneList(clinic.phones).map((phone) => phone.display),
      ],
    },
    { path: '/privacy', title: `Privacy - ${clinic.name}`, texts: ['WhatsApp', 'Google'] },
    { path: '/accessibility', title: `Accessibility - ${clinic.name}`, texts: ['WCAG 2.2', 'keyboard'] },
    {
      path: '/emergency',
      title: `Dental Emergency: What to Do Now - ${clinic.name}`,
      texts: [
        ...emergencyGuidance.hospitalNow.map((t) => t.en),
        ...emergencyGuidance.guides.map((g) => g.title.en),
        copy.en.emergency.disclaimer,
      ],
    },
    // A service's title names its specialty too when search engines show the whole of it.
    ...services.map((s) => ({
      path: `/services/${s.slug}`,
      title: fittingTitle(`${serviceName(s, 'en')} - ${clinic.name}`, `${s.title.en} - ${clinic.name}`, s.title.en),
      texts: s.items.map((i) => i.en),
    })),
    ...(guides.length
      ? [
          {
            path: '/guides',
            title: fill(copy.en.guides.meta.title, { brand: clinic.name }),
            texts: guides.map((g) => g.title.en),
          },
        ]
      : []),
    ...guides.map((g) => ({
      path: `/guides/${g.slug}`,
      title: fittingTitle(`${g.title.en} - ${clinic.name}`, g.title.en),
      texts: [g.reviewer.name, g.reviewer.registration, ...g.sources.map((s) => s.title)],
    })),
  ];

  /** What each Malayalam twin must show besides the shell: the same facts, in Malayalam where they are words. */
  const malayalamTexts: Record<string, string[]> = {
    '/': [words(home.services.title, 'ml'), ...figures('ml')],
    '/about': [words(about.hero.title, 'ml')],
    '/services': services.map((s) => s.title.ml),
    '/doctors': [founder.name, founder.education, words(pageWords.doctors.title, 'ml')],
    '/contact': [
      copy.ml.contact.faq.title,
      clinic.email,
      ...phoneList(clinic.phones).flatMap((phone) => [phone.display, phone.label.ml]),
    ],
    '/fees': [copy.ml.fees.hero.title, copy.ml.fees.consultation],
    '/book': [copy.ml.appointments.book.hero.title, clinic.phones.appointments.display],
    '/privacy': [copy.ml.legal.privacy.hero.title],
    '/accessibility': [copy.ml.legal.accessibility.hero.title],
    '/emergency': [copy.ml.emergency.hero.title, clinic.outOfHours.text.ml],
    ...Object.fromEntries(services.map((s) => [`/services/${s.slug}`, s.items.map((i) => i.ml)])),
    '/guides': guides.map((g) => g.title.ml),
    ...Object.fromEntries(guides.map((g) => [`/guides/${g.slug}`, [g.reviewer.name, g.reviewer.registration]])),
  };
  /** What a Malayalam page's title contains: the clinic's short name, or, where a long name may leave it out, that. */
  const malayalamTitles: Record<string, string> = Object.fromEntries([
    ...services.map((s) => [`/services/${s.slug}`, s.title.ml]),
    ...guides.map((g) => [`/guides/${g.slug}`, g.title.ml]),
  ]);

  return [
    ...englishPages.map((p) => ({ ...p, locale: 'en' as const })),
    ...englishPages.map((p) => ({
      path: translatePath(p.path, 'ml'),
      title: malayalamTitles[p.path] ?? clinic.shortName,
      texts: malayalamTexts[p.path] ?? [],
      locale: 'ml' as const,
    })),
  ];
}

/**
 * The page at `path` as the server sends it, before any script runs: 200, its title, one h1, a description, the texts
 * its content gives, and the shell's facts (the appointments phone, the town, the e-mail).
 */
export async function expectPrerendered(
  request: APIRequestContext,
  { path, title, texts, locale }: PageFacts & { locale: Locale },
  { clinic }: Content,
) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const page = readHtml(await response.text());
  if (locale === 'en') expect(page.title).toBe(title);
  else expect(page.title).toContain(title);
  // The words a reader sees.
  const text = page.textOf(page.document, '').replace(/\s+/g, ' ');
  expect(page.all('h1')).toHaveLength(1);
  expect(page.meta('description')?.length).toBeGreaterThanOrEqual(50);
  for (const expected of texts) expect(text, `"${expected}" in ${path}`).toContain(expected);
  for (const fact of [clinic.phones.appointments.display, clinic.address.town[locale], clinic.email])
    expect(text, `shell fact "${fact}" in ${path}`).toContain(fact);
}
