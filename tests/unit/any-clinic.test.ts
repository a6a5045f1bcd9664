import { assemble } from '@/model/assemble';
import { doctors, founder, services } from '@/content';
import { collections } from '../support/content';

// What a clinic can do at /admin never breaks the build: each service, each doctor but the founder, each question and
// each testimonial can be deleted, and the lists the clinic may leave empty can be emptied. The references left behind
// (a fee line, a home page card) are dropped with a warning that names the YAML file and the field.

describe('deleting content at /admin', () => {
  test.each(services.map((s) => s.slug))('without the service %s, the content assembles', (slug) => {
    const all = collections();
    const assembled = assemble({ ...all, services: all.services.filter((e) => e.data.slug !== slug) });
    expect(assembled.services.map((s) => s.slug)).not.toContain(slug);
    expect(assembled.fees.services.map((s) => s.service)).not.toContain(slug);
    // Every warning names the file and the field, in the words the build prints.
    for (const warning of assembled.warnings)
      expect(warning).toMatch(new RegExp(`^src/content/[\\w/-]+\\.yaml: [\\w.[\\]]*service[\\w.[\\]]* .*"${slug}"`));
  });

  test.each(doctors.filter((d) => d !== founder).map((d) => d.id))(
    'without the doctor %s, the content assembles',
    (id) => {
      const all = collections();
      const assembled = assemble({ ...all, doctors: all.doctors.filter((e) => e.data.id !== id) });
      expect(assembled.doctors.map((d) => d.id)).not.toContain(id);
      expect(assembled.founder.id).toBe(founder.id);
      // A guide the doctor reviewed is left off, the build naming its file and the field.
      expect(assembled.guides.map((g) => g.reviewer.id)).not.toContain(id);
      for (const warning of assembled.warnings)
        expect(warning).toMatch(new RegExp(`^src/content/guides/[\\w-]+\\.yaml: reviewedBy is "${id}"`));
    },
  );

  test('with no testimonials and no questions, the content assembles with empty lists', () => {
    const assembled = assemble({ ...collections(), testimonials: [], faq: [] });
    expect(assembled.testimonials).toEqual([]);
    expect(assembled.faq).toEqual([]);
  });
});
