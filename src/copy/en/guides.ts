// Words of the guides for patients: their list at /guides, each guide's page around its text (src/content/guides/),
// and the lists of guides on a service's page and the emergency page. {brand}, {town}, {title}, {name}, {date}
// are filled in by the site.
export const guides = {
  meta: {
    title: 'Guides for Patients - {brand}',
    description:
      'Plain answers to what patients ask before and after dental treatment, each reviewed by a dentist of {brand}, {town}.',
  },
  hero: {
    eyebrow: 'Guides for patients',
    title: 'Before and after your treatment',
    intro: 'Plain answers to what patients ask us, each written for patients and reviewed by one of our dentists.',
  },
  breadcrumb: { label: 'Breadcrumb', home: 'Home', guides: 'Guides' },
  guide: {
    meta: { title: '{title} - {brand}' },
    eyebrow: 'Guide for patients',
    reviewedBy: 'Reviewed by',
    lastReviewed: 'Last reviewed {date}',
    services: 'The treatment at the clinic',
    sources: 'Sources',
    disclaimer:
      'This guide is general information for patients. It does not replace an examination: ask your dentist about your own teeth and health.',
  },
  /** A guide as a list shows it: its title links to it, with its summary and reviewer. */
  card: { reviewed: 'Reviewed by {name}, {date}' },
  /** The guides a service's page and the emergency page list. */
  related: { title: 'Guides for patients', all: 'All guides for patients' },
};
