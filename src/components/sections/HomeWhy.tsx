import { ArrowRight, CircleCheck, ExternalLink } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { Locale } from '@/model/locales';
import type { Home, Rating } from '@/model';
import { routes } from '@/lib/routes';
import { fill } from '@/lib/template';
import { formatDay, formatNumber } from '@/lib/formats';
import { YearsSince } from '@/components/facts/YearsSince';
import { Container, SectionHeading } from '@/components/ui/Section';
import { Template } from '@/components/ui/Template';
import type { PageContext } from '@/lib/page-context';
import { ClinicText } from '@/components/facts/ClinicText';
import { TextLink } from '@/components/ui/TextLink';

interface Props {
  page: PageContext;
  /** The clinic's words: heading, paragraph and points (src/content/home.yaml). */
  content: Home['why'];
}

/**
 * The clinic's story in one paragraph and its figures as tiles. Every figure comes from the clinic's content; one it
 * leaves out has no tile, and a rating names where and when it was read.
 */
export function HomeWhy({ page, content }: Props) {
  const { clinic, consultants, locale } = page;
  const words = page.words.home.excellence;
  const { rating, patientsServed, satisfactionPercent } = clinic.figures ?? {};
  const { stats: w } = words;
  /** A tile: its figure, from the interface's words with the value filled in, and its label. */
  const stat = (
    key: 'years' | 'consultants' | 'patients' | 'rating' | 'satisfaction',
    values: Record<string, ReactNode>,
    label: ReactNode = w[key].label,
  ) => ({
    key,
    value: <Template text={w[key].value} values={values} />,
    label,
  });
  // The figures the clinic gives; one it leaves out has no tile.
  const stats = [
    stat('years', { years: <YearsSince since={clinic.foundingYear} /> }),
    stat('consultants', { count: formatNumber(consultants) }),
    patientsServed !== undefined && stat('patients', { count: formatNumber(patientsServed) }),
    rating &&
      stat(
        'rating',
        { rating: formatNumber(rating.value) },
        <>
          {w.rating.label}
          <RatingSource rating={rating} locale={locale} text={w.ratingSource} />
        </>,
      ),
    satisfactionPercent !== undefined && stat('satisfaction', { percent: formatNumber(satisfactionPercent) }),
  ].filter((tile) => !!tile);
  // The first tile spans the row; below it two a row, the last alone across the row when it has no partner.
  const wide = (i: number) => i === 0 || (i === stats.length - 1 && stats.length % 2 === 0);

  return (
    <section id="excellence" aria-labelledby="excellence-title" className="bg-surface py-16 sm:py-20">
      <Container className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="excellence-title"
            eyebrow={words.eyebrow}
            title={<ClinicText page={page} text={content.title} />}
          />
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">
            <ClinicText page={page} text={content.text} />
          </p>
          {content.points.length > 0 && (
            <ul className="mt-6 space-y-3">
              {content.points.map((point, i) => (
                <li key={i} className="flex items-start gap-3 text-base text-ink">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>
                    <ClinicText page={page} text={point} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <a href={page.href(routes.doctors)} className="link link-action mt-6">
            {words.doctorsLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>

        <div>
          <dl aria-label={words.statsLabel} className="grid grid-cols-2 gap-4 sm:gap-5">
            {stats.map(({ key, value, label }, i) => (
              <div
                key={key}
                className={`flex flex-col-reverse justify-end gap-1 rounded-card p-5 text-center sm:p-6 ${wide(i) ? 'col-span-2 ' : ''}${
                  i === 0 ? 'bg-primary-strong text-white shadow-card' : 'border border-line bg-white shadow-card'
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
          {rating?.url && (
            <p className="mt-5 text-center">
              <TextLink href={rating.url} target="_blank" rel="noopener noreferrer" icon={ExternalLink} iconAfter>
                {fill(words.reviewUs, { source: rating.source })}
              </TextLink>
            </p>
          )}
        </div>
      </Container>
    </section>
  );
}

/** "Google, 212 reviews, March 2026": where and when the rating was read, a link to it when the content gives one. */
function RatingSource({ rating, locale, text }: { rating: Rating; locale: Locale; text: string }) {
  const [year, month] = rating.asOf.split('-').map(Number) as [number, number];
  const date = formatDay(`${year}-${String(month).padStart(2, '0')}-01`, locale, 'month');
  const words = fill(text, { source: rating.source, reviews: formatNumber(rating.reviews), date });
  return (
    <span className="mt-0.5 block text-xs">
      {rating.url ? (
        <a
          href={rating.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center underline underline-offset-2"
        >
          {words}
        </a>
      ) : (
        words
      )}
    </span>
  );
}
