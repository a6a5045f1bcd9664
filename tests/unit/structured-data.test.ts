import { describe, expect, it } from 'vitest';
import { serviceName } from '@/lib/service-name';
import { clinic, doctors, faq, founder, services } from '@/content';
import type { Hours } from '@/model';
import { hoursOf, namedWeeks, openingHoursOf } from '../support/weeks';
import {
  breadcrumbNode,
  clinicNode,
  doctorNode,
  faqNode,
  nodeId,
  pageGraph,
  serviceNode,
  type GraphPage,
} from '@/lib/structured-data';
import { phoneList } from '@/lib/whatsapp';

const site = new URL('https://clinic.example');
const page = (path: string): GraphPage => ({ site, path, locale: 'en' });
const meta = { title: 'A title', description: 'A description' };
type Node = Record<string, unknown>;
const nodes = (graph: { '@graph': readonly unknown[] }) => graph['@graph'] as Node[];
const ofType = (graph: { '@graph': readonly unknown[] }, type: string) =>
  nodes(graph).filter((n) => n['@type'] === type);

/** Every key anywhere in a JSON value. */
const keys = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keys(v)])
    : [];

describe('the clinic in every page’s graph', () => {
  const graph = pageGraph({ clinic, founder, page: page('/about'), meta });
  const dentist = ofType(graph, 'Dentist')[0]!;

  it('is one Dentist with a stable @id on the site, the founder, the site and the page', () => {
    expect(nodes(graph).map((n) => n['@type'])).toEqual(['Dentist', 'Person', 'WebSite', 'WebPage']);
    expect(dentist['@id']).toBe('https://clinic.example/#clinic');
    expect(pageGraph({ clinic, founder, page: page('/contact'), meta })['@graph'][0]).toEqual(dentist);
  });

  it('carries the facts of the content file', () => {
    expect(dentist).toMatchObject({
      name: clinic.name,
      url: 'https://clinic.example/',
      logo: 'https://clinic.example/icon-512.png',
      image: 'https://clinic.example/og.jpg',
      telephone: phoneList(clinic.phones).map((phone) => phone.e164),
      email: clinic.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${clinic.address.street.en}, ${clinic.address.locality.en}`,
        addressLocality: clinic.address.town.en,
        addressRegion: clinic.address.state.en,
        postalCode: clinic.address.postalCode,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.lat, longitude: clinic.geo.lng },
      medicalSpecialty: 'https://schema.org/Dentistry',
      isAcceptingNewPatients: true,
      paymentAccepted: clinic.paymentAccepted.join(', '),
      foundingDate: String(clinic.foundingYear),
      ...(clinic.social.length ? { sameAs: clinic.social.map((s) => s.url) } : {}),
      founder: { '@id': `https://clinic.example/doctors#${founder.id}` },
    });
  });

  it('states the hours from the hours model: each session with its days, a session to midnight closing at 23:59', () => {
    expect(dentist.openingHoursSpecification).toEqual(openingHoursOf(clinic.hours));
    const late = hoursOf(namedWeeks['an evening session ending at midnight']!);
    expect(clinicNode({ ...clinic, hours: late }, founder, page('/')).openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '18:00',
      closes: '23:59',
    });
    // Each date with its own hours, and nothing else, as special hours (the next test checks their form).
    expect(
      (dentist as { specialOpeningHoursSpecification?: unknown[] }).specialOpeningHoursSpecification ?? [],
    ).toHaveLength(clinic.hours.dates.reduce((n, d) => n + Math.max(d.sessions.length, 1), 0));
  });

  it('states a closure as days that open and close at midnight, and a half day with its hours', () => {
    const hours: Hours = {
      ...clinic.hours,
      dates: [
        { from: '2026-12-25', reason: { en: 'Christmas', ml: 'ക്രിസ്മസ്' }, sessions: [] },
        { from: '2026-08-27', to: '2026-08-29', reason: { en: 'Onam', ml: 'ഓണം' }, sessions: [] },
        {
          from: '2026-12-10',
          reason: { en: 'Staff function', ml: 'സ്റ്റാഫ്' },
          sessions: [{ opens: '09:30', closes: '13:00' }],
        },
      ],
    };
    const period = (validFrom: string, validThrough: string, opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom,
      validThrough,
      opens,
      closes,
    });
    expect(clinicNode({ ...clinic, hours }, founder, page('/')).specialOpeningHoursSpecification).toEqual([
      period('2026-12-25', '2026-12-25', '00:00', '00:00'),
      period('2026-08-27', '2026-08-29', '00:00', '00:00'),
      period('2026-12-10', '2026-12-10', '09:30', '13:00'),
    ]);
  });

  it('never rates or reviews the clinic itself', () => {
    const all = [
      pageGraph({ clinic, founder, page: page('/'), meta }),
      pageGraph({ clinic, founder, page: page('/doctors'), meta, nodes: doctors.map((d) => doctorNode(d, page('/'))) }),
    ];
    for (const graph of all) expect(keys(graph)).not.toEqual(expect.arrayContaining(['aggregateRating']));
    for (const graph of all) expect(keys(graph)).not.toContain('review');
  });

  it('names the page’s language, and both languages of the website', () => {
    expect(ofType(graph, 'WebSite')[0]).toMatchObject({
      inLanguage: ['en-IN', 'ml-IN'],
      publisher: { '@id': dentist['@id'] },
    });
    expect(ofType(graph, 'WebPage')[0]).toMatchObject({
      '@id': 'https://clinic.example/about#webpage',
      url: 'https://clinic.example/about',
      name: meta.title,
      description: meta.description,
      inLanguage: 'en-IN',
    });
  });

  it('has no page node for a page that is not indexed', () => {
    expect(ofType(pageGraph({ clinic, founder, page: page('/404') }), 'WebPage')).toEqual([]);
  });
});

describe('page nodes', () => {
  it('gives each doctor a job title, the clinic as employer and their degrees', () => {
    for (const doctor of doctors)
      expect(doctorNode(doctor, page('/doctors'))).toMatchObject({
        '@type': 'Person',
        '@id': `https://clinic.example/doctors#${doctor.id}`,
        name: doctor.name,
        jobTitle: doctor.role.en,
        worksFor: { '@id': nodeId.clinic(site) },
        // Each degree the content lists ("BDS, MDS (…)") a credential of its own.
        hasCredential: doctor.education
          .split(',')
          .map((name) => ({ '@type': 'EducationalOccupationalCredential', name: name.trim() })),
      });
  });

  it('lists the founder once when the page lists every doctor', () => {
    const graph = pageGraph({
      clinic,
      founder,
      page: page('/doctors'),
      meta,
      nodes: doctors.map((d) => doctorNode(d, page('/doctors'))),
    });
    expect(ofType(graph, 'Person').map((p) => p['@id'])).toEqual(
      doctors.map((d) => `https://clinic.example/doctors#${d.id}`),
    );
  });

  it('links a nested page to its breadcrumb trail, ending at the page itself', () => {
    const trail = [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Orthodontics' }];
    const graph = pageGraph({ clinic, founder, page: page('/services/orthodontics'), meta, trail });
    const url = 'https://clinic.example/services/orthodontics';
    expect(ofType(graph, 'WebPage')[0]).toMatchObject({ breadcrumb: { '@id': `${url}#breadcrumb` } });
    expect(ofType(graph, 'BreadcrumbList')[0]).toEqual(breadcrumbNode(trail, page('/services/orthodontics')));
    expect(breadcrumbNode(trail, page('/services/orthodontics')).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://clinic.example/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://clinic.example/services' },
      { '@type': 'ListItem', position: 3, name: 'Orthodontics', item: url },
    ]);
    expect(ofType(pageGraph({ clinic, founder, page: page('/about'), meta }), 'BreadcrumbList')).toEqual([]);
  });

  it('describes a service as provided by the clinic, with what it includes', () => {
    const service = services[0]!;
    const node = serviceNode(service, clinic, page(`/services/${service.slug}`)) as unknown as Node;
    expect(node).toMatchObject({
      '@type': 'Service',
      name: serviceName(service, 'en'),
      description: service.description.en,
      provider: { '@id': nodeId.clinic(site) },
    });
    expect(JSON.stringify(node)).toContain(service.items[0]!.en);
  });

  it('puts every question and answer of the FAQ in an FAQPage', () => {
    const node = faqNode(faq, page('/contact'));
    expect(node).toMatchObject({ '@type': 'FAQPage', url: 'https://clinic.example/contact', inLanguage: 'en-IN' });
    expect(node.mainEntity).toEqual(
      faq.map((q) => ({
        '@type': 'Question',
        name: q.question.en,
        acceptedAnswer: { '@type': 'Answer', text: q.answer.en },
      })),
    );
  });
});
