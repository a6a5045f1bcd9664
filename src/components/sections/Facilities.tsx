import type { Copy } from '@/content';
import { image } from '@/lib/images';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';

/** Four cards with artwork: the rooms and amenities a patient will find. */
export function Facilities({ copy }: { copy: Copy['about']['facilities'] }) {
  return (
    <Section id="facilities" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {copy.cards.map((card) => {
          const img = image(card.image);
          return (
            <li key={card.image} className="flex">
              <Card className="flex w-full flex-col overflow-hidden lg:flex-row">
                <div className="shrink-0 bg-primary-soft lg:w-5/12">
                  <img
                    src={img.src}
                    width={img.width}
                    height={img.height}
                    alt={card.alt}
                    loading="lazy"
                    decoding="async"
                    className="aspect-4/3 w-full object-cover lg:h-full lg:min-h-48"
                  />
                </div>
                <div className="flex flex-1 flex-col justify-center p-6">
                  <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
