import { test as base, expect, type Page } from '@playwright/test';
import {
  about,
  clinic,
  consultants,
  copy,
  doctors,
  emergencyGuidance,
  faq,
  fees,
  home,
  homeCards,
  pages as pageWords,
  services,
  type Locale,
} from './content';
import { yearsSince } from '@/lib/dates';
import { translatePath } from '@/lib/routes';
import { feeText } from '@/lib/fees';
import { clinicValues, fill, moreText } from '@/lib/template';

export { expect };

interface PageFacts {
  path: string;
  /** The exact title, or (Malayalam) a text the title contains. */
  title: string;
  texts: string[];
}

// Years are counted on the day the page is read, as the site counts them, from the clock of the test's own process.
const years = (since: number) => yearsSince(since, new Date());
const founder = doctors.find((d) => d.featured)!;

/** A text of the clinic's content as a page shows it, its placeholders filled. */
const words = (text: Record<Locale, string>, locale: Locale = 'en') =>
  fill(text[locale], clinicValues({ clinic, consultants }, locale));

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
      fill(copy.en.doctors.labels.experience, { years: years(founder.practisingSince) }),
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
    texts: [copy.en.contact.faq.title, ...faq.map((q) => q.question.en), clinic.email, clinic.phones.landline.display],
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
  ...services.map((s) => ({
    path: `/services/${s.slug}`,
    title: `${s.title.en} - ${clinic.name}`,
    texts: s.items.map((i) => i.en),
  })),
];

/** What each Malayalam twin must show besides the shell: the same facts, in Malayalam where they are words. */
const malayalamTexts: Record<string, string[]> = {
  '/': [words(home.services.title, 'ml'), ...figures('ml')],
  '/about': [words(about.hero.title, 'ml')],
  '/services': services.map((s) => s.title.ml),
  '/doctors': [founder.name, founder.education, words(pageWords.doctors.title, 'ml')],
  '/contact': [copy.ml.contact.faq.title, clinic.email, clinic.phones.landline.display],
  '/fees': [copy.ml.fees.hero.title, copy.ml.fees.consultation],
  '/book': [copy.ml.appointments.book.hero.title, clinic.phones.appointments.display],
  '/privacy': [copy.ml.legal.privacy.hero.title],
  '/accessibility': [copy.ml.legal.accessibility.hero.title],
  '/emergency': [copy.ml.emergency.hero.title, clinic.outOfHours.text.ml],
  ...Object.fromEntries(services.map((s) => [`/services/${s.slug}`, s.items.map((i) => i.ml)])),
};

export const pages: (PageFacts & { locale: Locale })[] = [
  ...englishPages.map((p) => ({ ...p, locale: 'en' as const })),
  ...englishPages.map((p) => ({
    path: translatePath(p.path, 'ml'),
    title: clinic.shortName,
    texts: malayalamTexts[p.path] ?? [],
    locale: 'ml' as const,
  })),
];

declare global {
  interface Window {
    __cspViolation?: (report: string) => void;
  }
}

/**
 * Fails a test when the page asks anything of a host other than this site, or logs an error (`watched`), and any
 * test whose pages violate a Content-Security-Policy or Permissions-Policy, in any page or frame of its browser context
 * (the policies are sent by nginx; `astro preview` sends none). A test that only sends requests opens no context.
 */
export const test = base.extend<{ watched: Page }>({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__cspViolation', ({ frame }, report: string) =>
      violations.push(`${frame.url()}: ${report}`),
    );
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolation?.(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} ${e.sample}`.trim()),
      ),
    );
    context.on('console', (m) => {
      if (/Content.Security.Policy|Permissions.Policy/i.test(m.text())) violations.push(`${m.type()}: ${m.text()}`);
    });
    await use(context);
    expect(violations, 'policy violations').toEqual([]);
  },
  watched: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
    });
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    expect(foreign, 'requests that left the site').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  },
});
