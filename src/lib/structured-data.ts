// What each page says about the clinic to search engines, as schema.org JSON-LD built from the content files.
// Pure functions: the layout passes the site address and the page; nothing here reads the environment.
import type {
  BreadcrumbList,
  Dentist,
  FAQPage,
  Graph,
  MedicalWebPage,
  Offer,
  OpeningHoursSpecification,
  Person,
  Service as ServiceNode,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { Clinic, Doctor, Faq, FeeLine, Hours, Service } from '@/model';
import { languageTags, locales, type Locale } from '@/model/locales';
import { dayBefore } from '../model/days';
import { priceOf } from './fees';
import { mapsSearchUrl } from './maps';
import { assets, localePath, routes, servicePath } from './routes';
import { serviceName } from './service-name';
import { phoneList } from './whatsapp';

/** The page a graph is built for: the site's address, the page's path and its language. */
export interface GraphPage {
  site: URL;
  path: string;
  locale: Locale;
}

/** One step of a breadcrumb trail; the last one is the current page and may have no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A node itself, not a bare reference by name (schema-dts also allows a string for every type). */
type Node<T> = Exclude<T, string>;

const absolute = (path: string, site: URL) => new URL(path, site).href;

/** Stable identifiers, so that every page's graph speaks of the same clinic, site and doctors. */
export const nodeId = {
  clinic: (site: URL) => absolute('/#clinic', site),
  website: (site: URL) => absolute('/#website', site),
  doctor: (site: URL, doctor: Pick<Doctor, 'id'>) => absolute(`${routes.doctors}#${doctor.id}`, site),
  webPage: (url: string) => `${url}#webpage`,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
  faq: (url: string) => `${url}#faq`,
};

const pageUrl = ({ site, path }: GraphPage) => absolute(path, site);

/** Weekly sessions with the same hours become one specification listing their days. */
export function openingHours(hours: Hours): OpeningHoursSpecification[] {
  return hours.sessions.map((s) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: s.days,
    opens: s.opens,
    // A session to midnight closes at 23:59, as Google documents for a day open until its end.
    closes: s.closes === '24:00' ? '23:59' : s.closes,
  }));
}

/**
 * The dates with their own hours, from their first to their last day: a closure opens and closes at midnight, as Google
 * documents for holidays; a half day or other hours give each session.
 */
export function specialHours(hours: Hours): OpeningHoursSpecification[] {
  return hours.dates.flatMap((d) => {
    const period = { '@type': 'OpeningHoursSpecification' as const, validFrom: d.from, validThrough: d.to ?? d.from };
    if (!d.sessions.length) return [{ ...period, opens: '00:00', closes: '00:00' }];
    return d.sessions.map((s) => ({ ...period, opens: s.opens, closes: s.closes === '24:00' ? '23:59' : s.closes }));
  });
}

/** The clinic as a Dentist, with the same phones, address, position and hours as every page shows. */
export function clinicNode(clinic: Clinic, founder: Doctor, page: GraphPage): Node<Dentist> {
  const { site, locale } = page;
  const { address } = clinic;
  return {
    '@type': 'Dentist',
    '@id': nodeId.clinic(site),
    name: clinic.name,
    alternateName: clinic.shortName,
    description: clinic.tagline[locale],
    url: absolute(routes.home, site),
    logo: absolute(assets.logo, site),
    image: absolute(assets.ogImage, site),
    telephone: phoneList(clinic.phones).map((phone) => phone.e164),
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street[locale]}, ${address.locality[locale]}`,
      addressLocality: address.town[locale],
      addressRegion: address.state[locale],
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.lat, longitude: clinic.geo.lng },
    hasMap: mapsSearchUrl(clinic.geo),
    areaServed: { '@type': 'City', name: address.town[locale] },
    openingHoursSpecification: openingHours(clinic.hours),
    ...(clinic.hours.dates.length ? { specialOpeningHoursSpecification: specialHours(clinic.hours) } : {}),
    medicalSpecialty: 'https://schema.org/Dentistry',
    isAcceptingNewPatients: clinic.acceptingNewPatients,
    paymentAccepted: clinic.paymentAccepted.join(', '),
    foundingDate: String(clinic.foundingYear),
    // The clinic's profiles elsewhere, when it lists any.
    ...(clinic.social.length ? { sameAs: clinic.social.map((s) => s.url) } : {}),
    founder: { '@id': nodeId.doctor(site, founder) },
  };
}

/** How the Kerala Dental Council registration is named in a doctor's `identifier`. */
export const registrationPropertyId = 'Kerala Dental Council registration number';

/**
 * A consultant, working for the clinic, with their degrees as credentials, their Kerala Dental Council registration
 * and the languages they consult in (BCP 47 codes). Their biography is on the page for readers and is not repeated
 * here: it would add about 0.3 KB gzipped to every page, for no search feature.
 */
export function doctorNode(doctor: Doctor, page: GraphPage): Node<Person> {
  const { site, locale } = page;
  return {
    ...founderNode(doctor, page),
    jobTitle: doctor.role[locale],
    knowsAbout: doctor.specialization[locale],
    worksFor: { '@id': nodeId.clinic(site) },
    hasCredential: doctor.education.split(/,\s*/).map((name) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
    identifier: { '@type': 'PropertyValue', propertyID: registrationPropertyId, value: doctor.registration },
    knowsLanguage: doctor.languages,
  };
}

/**
 * The founder as every page names him: enough for the clinic's `founder` to point at; /doctors, which lists the
 * doctors, describes him in full. It keeps every page's graph short.
 */
export function founderNode(founder: Doctor, page: GraphPage): Node<Person> {
  return {
    '@type': 'Person',
    '@id': nodeId.doctor(page.site, founder),
    name: founder.name,
    url: absolute(routes.doctors, page.site),
  };
}

/** The one website, the same node on every page: it is published in every language. */
export function websiteNode(clinic: Clinic, page: GraphPage): Node<WebSite> {
  return {
    '@type': 'WebSite',
    '@id': nodeId.website(page.site),
    url: absolute(routes.home, page.site),
    name: clinic.name,
    inLanguage: locales.map((l) => languageTags[l]),
    publisher: { '@id': nodeId.clinic(page.site) },
  };
}

export function webPageNode(
  meta: { title: string; description: string },
  page: GraphPage,
  hasTrail: boolean,
): Node<WebPage> {
  const url = pageUrl(page);
  return {
    '@type': 'WebPage',
    '@id': nodeId.webPage(url),
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: languageTags[page.locale],
    isPartOf: { '@id': nodeId.website(page.site) },
    about: { '@id': nodeId.clinic(page.site) },
    primaryImageOfPage: {
      '@type': 'ImageObject',
      url: absolute(assets.ogImage, page.site),
      width: '1200',
      height: '630',
    },
    ...(hasTrail ? { breadcrumb: { '@id': nodeId.breadcrumb(url) } } : {}),
  };
}

/** What a page's WebPage node may say besides its own: its type, and what that type adds. */
export type PageNode = Omit<Exclude<MedicalWebPage, string>, '@id' | 'url' | 'name'>;

/**
 * A guide's page, for search engines: a MedicalWebPage for patients, reviewed by one of the clinic's doctors (the same
 * Person /doctors describes, with their registration) on the day it names, about the services it concerns, citing its
 * sources.
 */
export function guidePage(
  guide: {
    title: Record<Locale, string>;
    lastReviewed: string;
    reviewer: Doctor;
    services: readonly Service[];
    sources: readonly { title: string; url: string }[];
  },
  page: GraphPage,
): PageNode {
  const { site, locale } = page;
  const { reviewer } = guide;
  return {
    '@type': 'MedicalWebPage',
    reviewedBy: {
      '@type': 'Person',
      '@id': nodeId.doctor(site, reviewer),
      name: reviewer.name,
      url: absolute(`${localePath(locale, routes.doctors)}#${reviewer.id}`, site),
      identifier: { '@type': 'PropertyValue', propertyID: registrationPropertyId, value: reviewer.registration },
    },
    lastReviewed: guide.lastReviewed,
    audience: { '@type': 'MedicalAudience', audienceType: 'Patient' },
    about: guide.services.length
      ? guide.services.map((service) => ({
          '@type': 'Service' as const,
          name: serviceName(service, locale),
          url: absolute(localePath(locale, servicePath(service.slug)), site),
        }))
      : { '@type': 'Thing', name: guide.title[locale] },
    citation: guide.sources.map((source) => ({
      '@type': 'CreativeWork' as const,
      name: source.title,
      url: source.url,
    })),
  };
}

/** The trail shown above a nested page, from the home page to the page itself. */
export function breadcrumbNode(trail: readonly Crumb[], page: GraphPage): Node<BreadcrumbList> {
  const url = pageUrl(page);
  return {
    '@type': 'BreadcrumbList',
    '@id': nodeId.breadcrumb(url),
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: crumb.href ? absolute(crumb.href, page.site) : url,
    })),
  };
}

/** The questions and answers exactly as the page shows them. */
export function faqNode(faq: readonly Faq[], page: GraphPage): Node<FAQPage> {
  const url = pageUrl(page);
  return {
    '@type': 'FAQPage',
    '@id': nodeId.faq(url),
    url,
    inLanguage: languageTags[page.locale],
    isPartOf: { '@id': nodeId.website(page.site) },
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question[page.locale],
      acceptedAnswer: { '@type': 'Answer', text: entry.answer[page.locale] },
    })),
  };
}

/**
 * A fee line as an offer priced in rupees: a fixed price, or a range, or its lowest figure; a line with a new fee from a
 * coming day has both, the first valid through the day before, the second from that day.
 */
export function feeOffer(line: FeeLine, locale: Locale): Node<Offer> {
  const price = { '@type': 'PriceSpecification' as const, priceCurrency: 'INR', ...priceOf(line) };
  return {
    '@type': 'Offer',
    name: line.treatment[locale],
    ...(line.note ? { description: line.note[locale] } : {}),
    priceSpecification: line.next
      ? [
          { ...price, validThrough: dayBefore(line.next.starts) },
          {
            '@type': 'PriceSpecification',
            priceCurrency: 'INR',
            ...priceOf(line.next),
            validFrom: line.next.starts,
          },
        ]
      : price,
  };
}

/** A service the clinic provides, on its own page, with the fees its page shows as offers. */
export function serviceNode(
  service: Service,
  clinic: Clinic,
  page: GraphPage,
  fees: readonly FeeLine[] = [],
): Node<ServiceNode> {
  const { locale, site } = page;
  const title = serviceName(service, locale);
  return {
    '@type': 'Service',
    '@id': `${pageUrl(page)}#service`,
    name: title,
    serviceType: title,
    description: service.description[locale],
    url: pageUrl(page),
    provider: { '@id': nodeId.clinic(site) },
    areaServed: { '@type': 'City', name: clinic.address.town[locale] },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: title,
      itemListElement: service.items.map((item) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: item[locale] },
      })),
    },
    ...(fees.length ? { offers: fees.map((line) => feeOffer(line, locale)) } : {}),
  };
}

/**
 * Everything one page says: the clinic, its founder, the site and the page on every page, then the trail and the
 * page's own nodes (its doctors, service or questions). A node given twice appears once.
 */
export function pageGraph(input: {
  clinic: Clinic;
  founder: Doctor;
  page: GraphPage;
  /** The page's title and description; none for a page that is not to be indexed. */
  meta?: { title: string; description: string } | undefined;
  trail?: readonly Crumb[] | undefined;
  nodes?: readonly Thing[] | undefined;
  /** What the page's WebPage node says besides (a guide's page is a MedicalWebPage). */
  webPage?: PageNode | undefined;
}): Graph {
  const { clinic, founder, page, meta, trail, nodes = [], webPage } = input;
  // Where the page describes the founder in full (/doctors), that node stands for him.
  const described = nodes.some((n) => typeof n === 'object' && n['@id'] === nodeId.doctor(page.site, founder));
  const all: Thing[] = [
    clinicNode(clinic, founder, page),
    ...(described ? [] : [founderNode(founder, page)]),
    websiteNode(clinic, page),
    ...(meta ? [{ ...webPageNode(meta, page, Boolean(trail?.length)), ...webPage } as Thing] : []),
    ...(trail?.length ? [breadcrumbNode(trail, page)] : []),
    ...nodes,
  ];
  const seen = new Set<string>();
  const unique = all.filter((node) => {
    const id = typeof node === 'object' && '@id' in node ? String(node['@id']) : '';
    if (!id) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { '@context': 'https://schema.org', '@graph': unique };
}
