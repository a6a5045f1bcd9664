import { ArrowRight } from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import type { About, Clinic, Doctor } from '@/content/schema';
import type { Picture } from '@/lib/picture';
import { localePath, routes } from '@/lib/routes';
import { Photo } from '@/components/ui/Photo';
import { liveValues } from '@/components/ui/liveValues';
import { YearsSince } from '@/components/ui/YearsSince';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';
import { DoctorAvatar } from './DoctorCard';

interface Props {
  copy: Copy['about']['legacy'];
  /** The story's heading and paragraphs (src/content/about.yaml). */
  words: About['story'];
  clinic: Clinic;
  /** The consultants, counted from the doctors' files. */
  consultants: number;
  founder: Doctor;
  founderPortrait?: Picture | undefined;
  /** The clinic's front, from the street. */
  front?: Picture | undefined;
  locale: Locale;
}

/** The clinic's story: founding year, founder, team and the years since, with the figures beside it. */
export function AboutLegacy({ copy, words, clinic, consultants, founder, founderPortrait, front, locale }: Props) {
  const years = <YearsSince since={clinic.foundingYear} />;
  const values = {
    ...liveValues({ clinic, consultants }, locale),
    founder: <strong className="font-semibold whitespace-nowrap text-ink">{founder.name}</strong>,
  };
  const patientsServed = clinic.figures?.patientsServed;
  const stats = [
    { value: clinic.foundingYear, label: copy.stats.established },
    { value: <Tpl text={copy.stats.years} values={{ years }} />, label: copy.stats.yearsLabel },
    { value: consultants, label: copy.stats.consultantsLabel },
    // Only when the clinic gives the figure.
    ...(patientsServed !== undefined
      ? [
          {
            value: (
              <Tpl
                text={copy.stats.patients}
                values={{ patients: new Intl.NumberFormat(`${locale}-IN`).format(patientsServed) }}
              />
            ),
            label: copy.stats.patientsLabel,
          },
        ]
      : []),
  ];
  return (
    <Section id="our-story" eyebrow={copy.eyebrow} title={<Tpl text={words.title[locale]} values={values} />}>
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
          {words.paragraphs.map((p, i) => (
            <p key={i} className="text-pretty">
              <Tpl text={p[locale]} values={values} />
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
              <p className="text-sm text-muted">{copy.founderLabel}</p>
              <p className="font-semibold text-ink">{founder.name}</p>
              <p className="text-sm text-muted">{founder.role[locale]}</p>
              <a
                href={localePath(locale, routes.doctors)}
                className="mt-1 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {copy.meetTeam}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
