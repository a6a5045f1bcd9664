import type { Locale } from '@/model/locales';
import type { Icon } from '@/components/ui/icons';
import { Card, CardHeading } from '@/components/ui/Card';
import { IconBadge } from '@/components/ui/IconBadge';
import { ClinicText } from '@/components/facts/ClinicText';
import type { PageContext } from '@/lib/page-context';
import { ClinicSection } from './ClinicSection';

/** A point in the clinic's own words (content): its title and its text, in each language. */
interface Point {
  title: Record<Locale, string>;
  text: Record<Locale, string>;
}

/**
 * A section of the clinic's points (its principles, its reasons to choose it): its heading and introduction, then a
 * card each, three to a row, with an icon by the point's place in the list; on a card under its icon (`tile`), or
 * centred under a round one (`round`). No points, no section.
 */
export function PointsSection({
  page,
  content,
  points,
  id,
  eyebrow,
  icons,
  look,
}: {
  page: PageContext;
  content: { title: Record<Locale, string>; intro: Record<Locale, string> };
  points: Point[];
  id: string;
  eyebrow: string;
  icons: Icon[];
  look: 'tile' | 'round';
}) {
  if (points.length === 0) return null;
  return (
    <ClinicSection page={page} content={content} id={id} eyebrow={eyebrow} tone="surface">
      <ul className="cards cards-3">
        {points.map((point, i) => {
          const icon = icons[i % icons.length]!;
          const title = <ClinicText page={page} text={point.title} />;
          const text = (
            <p className="mt-3 leading-relaxed text-muted">
              <ClinicText page={page} text={point.text} />
            </p>
          );
          return look === 'tile' ? (
            <li key={i} className="flex">
              <Card className="flex w-full flex-col p-6 sm:p-8">
                <CardHeading icon={icon}>{title}</CardHeading>
                {text}
              </Card>
            </li>
          ) : (
            <li key={i} className="card p-6 text-center sm:p-8">
              <IconBadge icon={icon} tone="solid" className="mx-auto rounded-full" />
              <h3 className="mt-5 text-xl font-bold text-ink">{title}</h3>
              {text}
            </li>
          );
        })}
      </ul>
    </ClinicSection>
  );
}
