import { describe, expect, it } from 'vitest';
import { assemble, staleGuideWarnings } from '@/model/assemble';
import { guidePage, nodeId } from '@/lib/structured-data';
import { serviceName } from '@/lib/service-name';
import { collections } from '../support/content';

// The guides for patients as the site reads them (src/content/guides/): each with the doctor who reviewed it and the
// services it is about, whichever the clinic has.

/** The clinic's collections with one guide at least: the content's first, or one written here for a clinic without. */
function withGuide() {
  const c = collections();
  const [doctor] = c.doctors;
  const [service] = c.services;
  if (c.guides.length === 0)
    c.guides.push({
      id: 'a-guide',
      filePath: 'src/content/guides/a-guide.yaml',
      data: {
        slug: 'a-guide',
        order: 1,
        title: { en: 'A guide', ml: 'ഒരു വിവരം' },
        summary: { en: 'What it answers.', ml: 'എന്തിനുള്ള മറുപടി.' },
        body: { en: 'Some words.', ml: 'ചില വാക്കുകൾ.' },
        reviewedBy: doctor!.data.id,
        lastReviewed: '2026-11-28',
        services: [service!.data.slug],
        sources: [{ title: 'A source', url: 'https://example.org/' }],
      },
    });
  return c;
}

describe('a guide', () => {
  it('comes with the doctor who reviewed it and the services it is about', () => {
    const c = withGuide();
    const { guides, doctors, services } = assemble(c);
    expect(guides).toHaveLength(c.guides.length);
    for (const guide of guides) {
      const file = c.guides.find((g) => g.data.slug === guide.slug)!.data;
      expect(guide.reviewer).toBe(doctors.find((d) => d.id === file.reviewedBy));
      expect(guide.services.map((s) => s.slug)).toEqual(file.services);
      expect(guide.services.every((s) => services.includes(s))).toBe(true);
    }
  });

  it('whose reviewer is no longer a doctor of the clinic is left off, with a warning naming its file', () => {
    const c = withGuide();
    const gone = c.guides[0]!.data.reviewedBy;
    c.doctors = c.doctors.filter((d) => d.data.id !== gone);
    if (c.clinic!.data.founder === gone) c.clinic!.data.founder = c.doctors[0]!.data.id;
    const { guides, warnings } = assemble(c);
    expect(guides.map((g) => g.slug)).not.toContain(c.guides[0]!.data.slug);
    expect(warnings).toContainEqual(
      expect.stringContaining(`src/content/guides/${c.guides[0]!.data.slug}.yaml: reviewedBy is "${gone}"`),
    );
  });

  it('keeps its page when a service it names is deleted, and leaves that service out, with a warning', () => {
    const c = withGuide();
    const guide = c.guides[0]!.data;
    guide.services = [...guide.services, 'a-service-deleted'];
    const shown = assemble(c).guides.find((g) => g.slug === guide.slug)!;
    expect(shown.services.map((s) => s.slug)).not.toContain('a-service-deleted');
    expect(assemble(c).warnings).toContainEqual(expect.stringContaining(`is "a-service-deleted"`));
  });

  it('is to be reviewed again after 12 months: the build warns from that day on', () => {
    const guide = { slug: 'a-guide', lastReviewed: '2025-12-05' };
    expect(staleGuideWarnings([guide], new Date('2026-12-04T12:00:00Z'))).toEqual([]);
    expect(staleGuideWarnings([guide], new Date('2026-12-05T00:00:00Z'))).toEqual([
      'src/content/guides/a-guide.yaml: lastReviewed is 05/12/2025, more than 12 months ago. Ask its doctor to read it through again and update the date.',
    ]);
  });

  it('is a MedicalWebPage for search engines, reviewed by the Person /doctors describes, about its services', () => {
    const [guide] = assemble(withGuide()).guides;
    const site = new URL('https://clinic.example');
    for (const locale of ['en', 'ml'] as const) {
      const node = guidePage(guide!, { site, path: `/guides/${guide!.slug}`, locale });
      expect(node).toMatchObject({
        '@type': 'MedicalWebPage',
        lastReviewed: guide!.lastReviewed,
        reviewedBy: {
          '@type': 'Person',
          '@id': nodeId.doctor(site, guide!.reviewer),
          name: guide!.reviewer.name,
          identifier: { value: guide!.reviewer.registration },
        },
        citation: guide!.sources.map((s) => ({ name: s.title, url: s.url })),
      });
      if (guide!.services.length)
        expect(node.about).toEqual(
          guide!.services.map((s) => expect.objectContaining({ '@type': 'Service', name: serviceName(s, locale) })),
        );
    }
  });
});
