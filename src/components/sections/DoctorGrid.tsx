import type { Doctor, Pages } from '@/model';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { DoctorCard } from './DoctorCard';
import type { PageContext } from '@/build-time/page-context';

interface Props {
  page: PageContext;
  /** The section's heading and text (src/content/pages.yaml). */
  content: Pages['doctors']['team'];
  /** The consultants other than the founder, who has a section of their own. */
  doctors: Doctor[];
  /** The portraits of the doctors who have one, by id. */
  portraits: Record<string, Picture>;
}

/** The consultants other than the founder; a short last row is centred. */
export function DoctorGrid({ page, content, doctors, portraits }: Props) {
  const { locale } = page;
  return (
    <Section
      id="consultants"
      eyebrow={page.words.doctors.team.eyebrow}
      title={page.fill(content.title[locale])}
      intro={page.fill(content.intro[locale])}
      tone="surface"
    >
      <ul className="cards cards-2-3">
        {doctors.map((doctor) => (
          <li key={doctor.id} className="flex">
            <DoctorCard page={page} doctor={doctor} portrait={portraits[doctor.id]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
