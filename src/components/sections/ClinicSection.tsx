import type { ComponentProps } from 'react';
import type { Locale } from '@/model/locales';
import type { Icon } from '@/components/ui/icons';
import { Card } from '@/components/ui/Card';
import { ClinicText } from '@/components/ui/ClinicText';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/build-time/page-context';

/** A text of the clinic's own (content), in each language. */
type ClinicWords = Record<Locale, string>;

/** A section whose heading and introduction are the clinic's own words (content). */
export function ClinicSection({
  page,
  content,
  ...section
}: Omit<ComponentProps<typeof Section>, 'title' | 'intro'> & {
  page: PageContext;
  content: { title: ClinicWords; intro: ClinicWords };
}) {
  return (
    <Section
      {...section}
      title={<ClinicText page={page} text={content.title} />}
      intro={<ClinicText page={page} text={content.intro} />}
    />
  );
}

const looks = {
  /** On a card, under a square icon. */
  tile: {
    item: 'flex',
    mark: 'flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong',
    icon: 'size-7',
  },
  /** Centred, under a round icon. */
  round: {
    item: 'rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8',
    mark: 'mx-auto flex size-16 items-center justify-center rounded-full bg-primary text-white',
    icon: 'size-8',
  },
};

/** Points in the clinic's words, three to a row, each with an icon (by its place in the list), a title and a text. */
export function IconCards({
  page,
  points,
  icons,
  look,
}: {
  page: PageContext;
  points: { title: ClinicWords; text: ClinicWords }[];
  icons: Icon[];
  look: keyof typeof looks;
}) {
  const { item, mark, icon } = looks[look];
  return (
    <ul className="cards cards-3">
      {points.map((point, i) => {
        const PointIcon = icons[i % icons.length]!;
        const body = (
          <>
            <span className={mark}>
              <PointIcon aria-hidden="true" className={icon} />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">
              <ClinicText page={page} text={point.title} />
            </h3>
            <p className="mt-3 leading-relaxed text-muted">
              <ClinicText page={page} text={point.text} />
            </p>
          </>
        );
        return (
          <li key={i} className={item}>
            {look === 'tile' ? <Card className="flex w-full flex-col p-6 sm:p-8">{body}</Card> : body}
          </li>
        );
      })}
    </ul>
  );
}
