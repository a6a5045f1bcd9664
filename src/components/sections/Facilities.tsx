import type { About } from '@/content/schema';
import type { Picture } from '@/lib/picture';
import { Card } from '@/components/ui/Card';
import { Photo } from '@/components/ui/Photo';
import { liveValues } from '@/components/ui/liveValues';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';
import type { PageContext } from '@/build-time/page-context';

interface Props {
  page: PageContext;
  /** The rooms and amenities (src/content/about.yaml). */
  content: About['facilities'];
  /** Each facility's photo, or its drawing, in the order of the cards. */
  pictures: Picture[];
}

/** Cards with a picture each: the rooms and amenities a patient will find. None, no section. */
export function Facilities({ page, content, pictures }: Props) {
  const { locale } = page;
  const words = page.words.about.facilities;
  if (content.cards.length === 0) return null;
  const values = liveValues(page, locale);
  return (
    <Section
      id="facilities"
      eyebrow={words.eyebrow}
      title={<Tpl text={content.title[locale]} values={values} />}
      intro={<Tpl text={content.intro[locale]} values={values} />}
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
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
                  <Tpl text={card.title[locale]} values={values} />
                </h3>
                <p className="mt-2 leading-relaxed text-muted">
                  <Tpl text={card.text[locale]} values={values} />
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
