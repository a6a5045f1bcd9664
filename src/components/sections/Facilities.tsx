import type { About } from '@/model';
import type { Picture } from '@/lib/picture';
import { Card } from '@/components/ui/Card';
import { Photo } from '@/components/ui/Photo';
import type { PageContext } from '@/lib/page-context';
import { ClinicText } from '@/components/facts/ClinicText';
import { ClinicSection } from './ClinicSection';

interface Props {
  page: PageContext;
  /** The rooms and amenities (src/content/about.yaml). */
  content: About['facilities'];
  /** Each facility's photo, or its drawing, in the order of the cards. */
  pictures: Picture[];
}

/** Cards with a picture each: the rooms and amenities a patient will find. None, no section. */
export function Facilities({ page, content, pictures }: Props) {
  if (content.cards.length === 0) return null;
  return (
    <ClinicSection page={page} content={content} id="facilities" eyebrow={page.words.about.facilities.eyebrow}>
      <ul className="cards cards-2">
        {content.cards.map((card, i) => (
          <li key={i} className="flex">
            <Card className="flex w-full flex-col overflow-hidden lg:flex-row">
              <div className="shrink-0 bg-primary-soft lg:w-5/12">
                {pictures[i] && (
                  <Photo picture={pictures[i]} className="aspect-4/3 w-full object-cover lg:h-full lg:min-h-48" />
                )}
              </div>
              <div className="flex flex-1 flex-col justify-center p-6">
                <h3 className="text-lg font-semibold text-ink">
                  <ClinicText page={page} text={card.title} />
                </h3>
                <p className="mt-2 leading-relaxed text-muted">
                  <ClinicText page={page} text={card.text} />
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </ClinicSection>
  );
}
