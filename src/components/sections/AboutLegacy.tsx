import { ArrowRight } from '@/components/ui/icons';
import type { About, Doctor } from '@/model';
import type { Picture } from '@/lib/picture';
import { routes } from '@/lib/routes';
import { Photo } from '@/components/ui/Photo';
import { YearsSince } from '@/components/facts/YearsSince';
import { Section } from '@/components/ui/Section';
import { Template } from '@/components/ui/Template';
import { ClinicText } from '@/components/facts/ClinicText';
import { formatNumber } from '@/lib/formats';
import { DoctorAvatar } from './DoctorCard';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  /** The story's heading and paragraphs (src/content/about.yaml). */
  content: About['story'];
  founder: Doctor;
  founderPortrait?: Picture | undefined;
  /** The clinic's front, from the street. */
  front?: Picture | undefined;
}

/** The clinic's story: founding year, founder, team and the years since, with the figures beside it. */
export function AboutLegacy({ page, content, founder, founderPortrait, front }: Props) {
  const { clinic, consultants, locale } = page;
  const words = page.words.about.legacy;
  const years = <YearsSince since={clinic.foundingYear} />;
  const values = { founder: <strong className="font-semibold whitespace-nowrap text-ink">{founder.name}</strong> };
  const patientsServed = clinic.figures?.patientsServed;
  const stats = [
    { value: clinic.foundingYear, label: words.stats.established },
    { value: <Template text={words.stats.years} values={{ years }} />, label: words.stats.yearsLabel },
    { value: consultants, label: words.stats.consultantsLabel },
    // Only when the clinic gives the figure.
    ...(patientsServed !== undefined
      ? [
          {
            value: <Template text={words.stats.patients} values={{ patients: formatNumber(patientsServed) }} />,
            label: words.stats.patientsLabel,
          },
        ]
      : []),
  ];
  return (
    <Section
      id="our-story"
      eyebrow={words.eyebrow}
      title={<ClinicText page={page} text={content.title} values={values} />}
    >
      <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-5 lg:gap-x-14 lg:gap-y-5">
        {/* The clinic's front comes first on a phone, under the heading; from 1024 px it heads the right column. */}
        {front && (
          <Photo
            picture={front}
            className="aspect-4/3 w-full rounded-card object-cover shadow-card lg:col-span-2 lg:col-start-4"
          />
        )}
        <div
          className={`flex flex-col gap-5 text-lg leading-relaxed text-muted lg:col-span-3 ${front ? 'lg:col-start-1 lg:row-span-2 lg:row-start-1' : ''}`}
        >
          {content.paragraphs.map((p, i) => (
            <p key={i} className="text-pretty">
              <ClinicText page={page} text={p} values={values} />
            </p>
          ))}
        </div>
        <div className={`flex flex-col gap-5 lg:col-span-2 ${front ? 'lg:col-start-4' : ''}`}>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((s, i) => (
              <div
                key={s.label}
                // An odd tile out takes the whole row.
                className={`flex flex-col-reverse rounded-card border border-line bg-surface p-5 text-center${
                  i === stats.length - 1 && stats.length % 2 === 1 ? ' col-span-2' : ''
                }`}
              >
                <dt className="mt-1 text-sm font-medium text-muted">{s.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-primary-strong sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex items-center gap-4 rounded-card border border-line bg-white p-5 shadow-card">
            <DoctorAvatar doctor={founder} portrait={founderPortrait} size="md" />
            <div className="min-w-0">
              <p className="text-sm text-muted">{words.founderLabel}</p>
              <p className="font-semibold text-ink">{founder.name}</p>
              <p className="text-sm text-muted">{founder.role[locale]}</p>
              <a href={page.href(routes.doctors)} className="link mt-1 inline-flex min-h-6 items-center gap-1 text-sm">
                {words.meetTeam}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
