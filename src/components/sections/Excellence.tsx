import { ArrowRight, CircleCheck } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { Copy, Locale } from '@/content';
import type { Clinic } from '@/content/schema';
import { localePath, routes } from '@/lib/routes';
import { YearsSince } from '@/components/ui/Live';
import { Container, SectionHeading } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';

interface Props {
  clinic: Clinic;
  locale: Locale;
  copy: Copy['home']['excellence'];
}

/** The clinic's story in one paragraph and its figures as tiles; every figure comes from the clinic's facts. */
export function Excellence({ clinic, locale, copy }: Props) {
  const { figures } = clinic;
  const years = <YearsSince since={clinic.foundingYear} />;
  const number = (n: number) => n.toLocaleString(`${locale}-IN`);
  const stats: { key: string; value: ReactNode; label: string }[] = [
    { key: 'years', value: <Tpl text={copy.stats.years.value} values={{ years }} />, label: copy.stats.years.label },
    {
      key: 'consultants',
      value: <Tpl text={copy.stats.consultants.value} values={{ count: number(figures.consultants) }} />,
      label: copy.stats.consultants.label,
    },
    {
      key: 'patients',
      value: <Tpl text={copy.stats.patients.value} values={{ count: number(figures.patientsServed) }} />,
      label: copy.stats.patients.label,
    },
    {
      key: 'rating',
      value: <Tpl text={copy.stats.rating.value} values={{ rating: number(figures.rating) }} />,
      label: copy.stats.rating.label,
    },
    {
      key: 'satisfaction',
      value: <Tpl text={copy.stats.satisfaction.value} values={{ percent: number(figures.satisfactionPercent) }} />,
      label: copy.stats.satisfaction.label,
    },
  ];

  return (
    <section id="excellence" aria-labelledby="excellence-title" className="bg-surface py-16 sm:py-20">
      <Container className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="excellence-title"
            eyebrow={copy.eyebrow}
            title={<Tpl text={copy.title} values={{ years }} />}
          />
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">
            <Tpl text={copy.text} values={{ year: clinic.foundingYear, town: clinic.address.town[locale] }} />
          </p>
          <ul className="mt-6 space-y-3">
            {copy.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-base text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
          <a
            href={localePath(locale, routes.doctors)}
            className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {copy.doctorsLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>

        <dl aria-label={copy.statsLabel} className="grid grid-cols-2 gap-4 sm:gap-5">
          {stats.map(({ key, value, label }, i) => (
            <div
              key={key}
              className={`flex flex-col-reverse justify-end gap-1 rounded-card p-5 text-center sm:p-6 ${
                i === 0
                  ? 'col-span-2 bg-primary-strong text-white shadow-card'
                  : 'border border-line bg-white shadow-card'
              }`}
            >
              <dt className={`text-sm font-medium sm:text-base ${i === 0 ? 'text-white/90' : 'text-muted'}`}>
                {label}
              </dt>
              <dd
                className={`font-bold tracking-tight ${i === 0 ? 'text-5xl sm:text-6xl' : 'text-3xl text-primary-strong sm:text-4xl'}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
