// The site's content from its collections (src/content.config.ts): sorted into page order, checked across entries,
// and the lists the pages derive from it. Pure, so the tests can feed it the same files (tests/support/collections.ts).
import type { CollectionName, Data } from './collections';
import type { BookingChoice, Clinic, ContentPhoto, Doctor, FeeLine, Guide, HomeCard, Service } from './index';
import { takenPlaces } from './places';
import { claimsInData } from './claims';
import { contentPath } from './collections';
import { contentError } from './validate';

/** An entry as a collection holds it: its data, and the file it came from. */
export interface Entry<T> {
  id: string;
  data: T;
  filePath?: string;
}

/** Each collection as Astro loads it: a file's one entry (if it could be read), a folder's entries. */
export type Collections = {
  [K in CollectionName]: K extends 'doctors' | 'services' | 'testimonials' | 'faq' | 'guides'
    ? Entry<Data<K>>[]
    : Entry<Data<K>> | undefined;
};

const fail = (file: string, field: string, message: string): never => {
  throw contentError(file, [{ field, message }]);
};

const fileName = (entry: Entry<unknown>) => entry.filePath?.split('/').pop() ?? `${entry.id}.yaml`;

/**
 * The entries of a folder in page order, each in a place of its own. The doctors and the services need at least one
 * file (an unreadable file leaves the folder empty); the testimonials and the questions may all be deleted (`optional`).
 */
function ordered<T extends { order: number }>(folder: string, entries: Entry<T>[], optional = false): T[] {
  if (entries.length === 0 && !optional)
    fail(folder, '(folder)', 'no entries: add one, or see the error above about a file');
  const sorted = [...entries].sort((a, b) => a.data.order - b.data.order || fileName(a).localeCompare(fileName(b)));
  for (const { index, message } of takenPlaces(sorted.map((e) => ({ name: fileName(e), order: e.data.order }))))
    fail(`${folder}${fileName(sorted[index]!)}`, 'order', message);
  return sorted.map((e) => e.data);
}

/** A file's name is its entry's address (a doctor's id, a service's slug): two files cannot claim one. */
function namedAfter<T>(entries: Entry<T>[], field: keyof T & string) {
  for (const { data, filePath } of entries) {
    const name = filePath
      ?.split('/')
      .pop()
      ?.replace(/\.ya?ml$/, '');
    if (filePath && name !== data[field]) fail(filePath, field, `must be "${name}", the file's name`);
  }
}

/** Whether a day (2025-11-28) lies 12 months or more before `today`. */
const aYearBefore = (iso: string, today: Date) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return today.getTime() >= Date.UTC(year + 1, month - 1, day);
};
/** A day as the clinic writes it: 28/11/2025. */
const written = (iso: string) => iso.split('-').reverse().join('/');

/** The build's warning when the fees were last checked more than 12 months before `today`; none otherwise. */
export function staleFeesWarning(lastUpdated: string, today: Date): string | undefined {
  if (!aYearBefore(lastUpdated, today)) return undefined;
  return `src/content/fees.yaml: lastUpdated is ${written(lastUpdated)}, more than 12 months ago. Check the fees with the clinic and update the date.`;
}

/** The build's warning for each guide last reviewed more than 12 months before `today`. */
export const staleGuideWarnings = (guides: Pick<Guide, 'slug' | 'lastReviewed'>[], today: Date): string[] =>
  guides
    .filter((g) => aYearBefore(g.lastReviewed, today))
    .map(
      (g) =>
        `src/content/guides/${g.slug}.yaml: lastReviewed is ${written(g.lastReviewed)}, more than 12 months ago. Ask its doctor to read it through again and update the date.`,
    );

/** The build's warnings of what is due for a check on `today`: fees, and guides, last checked over 12 months ago. */
export const dueWarnings = (
  content: { fees: { lastUpdated: string }; guides: Pick<Guide, 'slug' | 'lastReviewed'>[] },
  today: Date,
): string[] =>
  [staleFeesWarning(content.fees.lastUpdated, today) ?? [], staleGuideWarnings(content.guides, today)].flat();

/** A guide as its page shows it: the doctor who reviewed it, and the services it is about. */
export type ShownGuide = Omit<Guide, 'reviewedBy' | 'services'> & { reviewer: Doctor; services: Service[] };

/**
 * The guides with their reviewers and services. A guide whose reviewer is no longer a doctor of the clinic (deleted at
 * /admin) is left off the site until another doctor reviews it, and a service that is gone is left out of its links:
 * the build says so, and goes on.
 */
export function shownGuides(
  guides: Guide[],
  doctors: Doctor[],
  services: Service[],
): { guides: ShownGuide[]; warnings: string[] } {
  const warnings: string[] = [];
  const shown = guides.flatMap(({ reviewedBy, services: slugs, ...guide }) => {
    const file = `src/content/guides/${guide.slug}.yaml`;
    const reviewer = doctors.find((d) => d.id === reviewedBy);
    if (!reviewer) {
      warnings.push(
        `${file}: reviewedBy is "${reviewedBy}", who is not a doctor in src/content/doctors/: the guide is left off the site until one of the doctors reviews it.`,
      );
      return [];
    }
    const about = slugs.flatMap((slug, i) => {
      const service = services.find((s) => s.slug === slug);
      if (!service)
        warnings.push(
          `${file}: services[${i}] is "${slug}", which is not a service in src/content/services/: it is left out.`,
        );
      return service ? [service] : [];
    });
    return [{ ...guide, reviewer, services: about }];
  });
  return { guides: shown, warnings };
}

/** A card of the home page with its service, and its words: its own, or the service's summary. */
export type ShownHomeCard = Omit<HomeCard, 'service' | 'description'> & {
  service: Service;
  description: Service['summary'];
};

/**
 * The home page's service cards whose service exists. A card naming a service that is gone (deleted at /admin) is
 * left out with a warning for the build's log: a deleted service must not stop the build.
 */
export function homeCards(cards: HomeCard[], services: Service[]): { cards: ShownHomeCard[]; warnings: string[] } {
  const warnings: string[] = [];
  const shown = cards.flatMap((card, i) => {
    const service = services.find((s) => s.slug === card.service);
    if (service) return [{ ...card, service, description: card.description ?? service.summary }];
    warnings.push(
      `src/content/home.yaml: services.cards[${i}].service is "${card.service}", which is not a service in src/content/services/: the card is left out. Choose another service for it, or remove it.`,
    );
    return [];
  });
  return { cards: shown, warnings };
}

/** A choice of the booking form, with the service that treats it, if it names one that exists. */
export type ShownChoice = Omit<BookingChoice, 'service'> & { service?: Service };

/**
 * The booking form's choices, each with its service. A choice naming a service that is gone (deleted at /admin) stays,
 * without it, with a warning for the build's log: the patient can still choose it.
 */
export function bookingChoices(
  choices: BookingChoice[],
  services: Service[],
): { choices: ShownChoice[]; warnings: string[] } {
  const warnings: string[] = [];
  const shown = choices.map(({ service: slug, ...choice }, i) => {
    const service = services.find((s) => s.slug === slug);
    if (slug && !service)
      warnings.push(
        `src/content/booking.yaml: choices[${i}].service is "${slug}", which is not a service in src/content/services/: the choice is offered without it. Choose another service for it, or none.`,
      );
    return service ? { ...choice, service } : choice;
  });
  return { choices: shown, warnings };
}

/**
 * A warning for each claim the clinic's own words make that the dentists' Code of Ethics rules out, naming the file and
 * the field, in the words the editor shows at the field: a note for the clinic, not a refusal.
 */
export function claimWarnings(c: Collections): string[] {
  return (Object.entries(c) as [CollectionName, Entry<unknown> | Entry<unknown>[] | undefined][]).flatMap(
    ([name, held]) =>
      [held ?? []]
        .flat()
        .flatMap((entry) =>
          claimsInData(entry.data).map(
            ({ field, finding }) => `${entry.filePath ?? contentPath(name)}: ${field}: ${finding.note}`,
          ),
        ),
  );
}

/** Where a photo is named: its content file and field, for the build's messages about the photo's file. */
export interface PhotoOrigin {
  file: string;
  field: string;
}

/** Every photo the content names, with its file and field (a doctor's file is named after its id, a service's after
 *  its slug). */
export function namedPhotos(content: {
  clinic: Pick<Clinic, 'photos'>;
  doctors: Pick<Doctor, 'id' | 'photo'>[];
  services: Pick<Service, 'slug' | 'photo'>[];
  about?: { facilities: { cards: { photo?: ContentPhoto | undefined }[] } };
}): (PhotoOrigin & { photo: ContentPhoto })[] {
  const { hero, front, gallery = [] } = content.clinic.photos ?? {};
  const named = (file: string, field: string, photo: ContentPhoto | undefined) =>
    photo ? [{ file, field, photo }] : [];
  return [
    ...named('src/content/clinic.yaml', 'photos.hero', hero),
    ...named('src/content/clinic.yaml', 'photos.front', front),
    ...gallery.flatMap((photo, i) => named('src/content/clinic.yaml', `photos.gallery[${i}]`, photo)),
    ...content.doctors.flatMap((d) => named(`src/content/doctors/${d.id}.yaml`, 'photo', d.photo)),
    ...content.services.flatMap((s) => named(`src/content/services/${s.slug}.yaml`, 'photo', s.photo)),
    ...(content.about?.facilities.cards ?? []).flatMap((f, i) =>
      named('src/content/about.yaml', `facilities.cards[${i}].photo`, f.photo),
    ),
  ];
}

export function assemble(c: Collections) {
  const clinic = c.clinic?.data ?? fail('src/content/clinic.yaml', '(file)', 'missing or unreadable');
  namedAfter(c.doctors, 'id');
  namedAfter(c.services, 'slug');
  namedAfter(c.faq, 'id');
  namedAfter(c.guides, 'slug');
  const doctors = ordered('src/content/doctors/', c.doctors);
  const services = ordered('src/content/services/', c.services);
  const founder =
    doctors.find((d) => d.id === clinic.founder) ??
    fail(
      'src/content/clinic.yaml',
      'founder',
      `is "${clinic.founder}", which is not a doctor in src/content/doctors/: choose the founder among the doctors`,
    );
  const home = c.home?.data ?? fail('src/content/home.yaml', '(file)', 'missing or unreadable');
  const about = c.about?.data ?? fail('src/content/about.yaml', '(file)', 'missing or unreadable');
  const pages = c.pages?.data ?? fail('src/content/pages.yaml', '(file)', 'missing or unreadable');
  const shownCards = homeCards(home.services.cards, services);
  const booking = bookingChoices(
    (c.booking?.data ?? fail('src/content/booking.yaml', '(file)', 'missing or unreadable')).choices,
    services,
  );
  const guides = shownGuides(ordered('src/content/guides/', c.guides, true), doctors, services);
  const warnings: string[] = [...shownCards.warnings, ...booking.warnings, ...guides.warnings, ...claimWarnings(c)];
  const listedFees = c.fees?.data ?? fail('src/content/fees.yaml', '(file)', 'missing or unreadable');
  const problems = listedFees.services.flatMap(({ service }, i) =>
    listedFees.services.findIndex((s) => s.service === service) < i
      ? [{ field: `services[${i}].service`, message: `"${service}" is listed twice` }]
      : [],
  );
  if (problems.length) throw contentError('src/content/fees.yaml', problems);
  // A service deleted at /admin leaves its fee lines behind: they are left off the site, and the build says so.
  const fees = {
    ...listedFees,
    services: listedFees.services.filter(({ service }, i) => {
      const known = services.some((s) => s.slug === service);
      if (!known)
        warnings.push(
          `src/content/fees.yaml: services[${i}].service names "${service}", which is no longer a service (src/content/services/); its fees are left off the site.`,
        );
      return known;
    }),
  };
  const origins = new WeakMap<ContentPhoto, PhotoOrigin>(
    namedPhotos({ clinic, doctors, services, about }).map(({ photo, ...origin }) => [photo, origin]),
  );
  return {
    clinic,
    fees,
    emergencyGuidance: c.emergency?.data ?? fail('src/content/emergency.yaml', '(file)', 'missing or unreadable'),
    /** A service's fee lines and package rates; empty for a service the fees do not list. */
    feesFor(slug: string): { lines: FeeLine[]; packages: FeeLine[] } {
      const entry = fees.services.find((s) => s.service === slug);
      return { lines: entry?.lines ?? [], packages: entry?.packages ?? [] };
    },
    doctors,
    services,
    testimonials: ordered('src/content/testimonials/', c.testimonials, true),
    faq: ordered('src/content/faq/', c.faq, true),
    /** The guides for patients, in page order, each with its reviewer and the services it is about. */
    guides: guides.guides,
    founder,
    footerServices: services.filter((s) => s.inFooter),
    /** The specialist consultants: every doctor's file. */
    consultants: doctors.length,
    home,
    about,
    pages,
    homeCards: shownCards.cards,
    /** The booking form's choices, in the patients' words, each with the service that treats it if it names one. */
    bookingChoices: booking.choices,
    /**
     * What the build should tell the clinic without stopping: references to what was deleted, left off the site, and
     * the claims its words make that the Code of Ethics rules out.
     */
    warnings,
    /** The content file and field that name `photo`, one of the photos above. */
    photoOrigin(photo: ContentPhoto): PhotoOrigin {
      const origin = origins.get(photo);
      if (!origin) throw new Error(`The photo "${photo.file}" does not come from the content in src/content.`);
      return origin;
    },
  };
}
