import { BadgeCheck } from '@/components/ui/icons';
import type { Doctor } from '@/model';
import type { Picture } from '@/lib/picture';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { DoctorAvatar, DoctorFacts, Experience } from './DoctorCard';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  founder: Doctor;
  portrait?: Picture | undefined;
}

/** The founder, featured: who he is, his qualifications, experience, story and credentials. */
export function FounderProfile({ page, founder, portrait }: Props) {
  const { locale } = page;
  const words = page.words.doctors.founder;
  const { labels } = page.words.doctors;
  return (
    <Section id="founder" eyebrow={words.eyebrow} title={words.title}>
      {/* Its id is the address a guide the founder reviewed links to, as a doctor's card has. */}
      <Card id={founder.id} className="grid scroll-mt-24 grid-cols-1 overflow-hidden lg:grid-cols-3">
        <div className="flex flex-col items-center bg-primary-soft px-6 py-10 text-center lg:justify-center">
          <DoctorAvatar doctor={founder} portrait={portrait} size="xl" />
          <h3 className="mt-5 text-2xl font-bold text-primary-strong">{founder.name}</h3>
          <p className="mt-1 font-medium text-ink">{founder.role[locale]}</p>
          <div className="mt-4">
            <Experience doctor={founder} text={labels.experience} />
          </div>
        </div>
        <div className="p-6 sm:p-10 lg:col-span-2">
          <DoctorFacts
            page={page}
            doctor={founder}
            className="grid grid-cols-1 gap-4 rounded-xl border border-line p-5 sm:grid-cols-2"
          />
          <p className="mt-6 text-lg leading-relaxed text-pretty text-muted">{founder.bio[locale]}</p>
          {founder.credentials && founder.credentials.length > 0 && (
            <>
              <h4 className="mt-8 text-lg font-semibold text-ink">{words.credentialsTitle}</h4>
              <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
                {founder.credentials.map((c) => (
                  <li key={c[locale]} className="flex gap-3 rounded-xl bg-surface p-4 text-ink">
                    <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <span>{c[locale]}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </Card>
    </Section>
  );
}
