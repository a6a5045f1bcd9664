import type { Copy, Locale } from '@/content';
import type { Doctor } from '@/content/schema';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { DoctorCard } from './DoctorCard';

interface Props {
  /** The section's eyebrow (the interface's), heading and text (the clinic's, src/content/pages.yaml). */
  copy: { eyebrow: string; title: string; intro: string };
  labels: Copy['doctors']['labels'];
  doctors: Doctor[];
  /** The portraits of the doctors who have one, by id. */
  portraits: Record<string, Picture>;
  locale: Locale;
}

/** The consultants other than the featured founder; a short last row is centred. */
export function DoctorGrid({ copy, labels, doctors, portraits, locale }: Props) {
  return (
    <Section id="consultants" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="surface">
      <ul className="flex flex-wrap justify-center gap-6">
        {doctors
          .filter((doctor) => !doctor.featured)
          .map((doctor) => (
            <li key={doctor.id} className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <DoctorCard doctor={doctor} locale={locale} labels={labels} portrait={portraits[doctor.id]} />
            </li>
          ))}
      </ul>
    </Section>
  );
}
