import { Quote, Star } from '@/components/ui/icons';
import type { Testimonial } from '@/model';
import { fill } from '@/lib/template';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  testimonials: Testimonial[];
}

const MAX_STARS = 5;

/**
 * Patients' reviews as quotations, each with its star rating spelt out for screen readers where the patient gave one.
 * None, no section.
 */
export function Testimonials({ page, testimonials }: Props) {
  const { locale } = page;
  const words = page.words.home.testimonials;
  if (testimonials.length === 0) return null;
  return (
    <Section id="testimonials" eyebrow={words.eyebrow} title={words.title} intro={words.intro}>
      <ul className="cards cards-3">
        {testimonials.map((t) => (
          <li key={t.name} className="flex">
            <Card className="relative flex w-full flex-col p-6 sm:p-7">
              <figure className="flex h-full flex-col">
                <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-primary-soft" />
                {t.rating !== undefined && <Stars rating={t.rating} label={fill(words.rated, { rating: t.rating })} />}
                {/* Without stars the quotation starts at the top, clear of the quotation mark. */}
                <blockquote
                  className={`${t.rating === undefined ? 'pr-12' : 'mt-4'} mb-6 text-base leading-relaxed text-ink`}
                >
                  <p>{`“${t.text[locale]}”`}</p>
                </blockquote>
                <figcaption className="mt-auto flex items-center gap-3 border-t border-line pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-strong text-base font-bold text-white"
                  >
                    {t.initials}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{t.name}</span>
                    <span className="text-sm text-muted">{t.role[locale]}</span>
                  </span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The patient's stars out of five, drawn, and spelt out for screen readers. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-star">
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`size-5 ${i < rating ? 'fill-current' : 'text-line'}`} />
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
