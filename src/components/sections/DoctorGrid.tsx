import type { Doctor, Pages } from '@/model';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { ClinicText } from '@/components/facts/ClinicText';
import { DoctorCard } from './DoctorCard';
import type { PageContext } from '@/lib/page-context';

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
  return (
    <Section
      id="consultants"
      eyebrow={page.words.doctors.team.eyebrow}
      title={<ClinicText page={page} text={content.title} />}
      intro={<ClinicText page={page} text={content.intro} />}
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
