import { Award, HeartHandshake, UserRoundCheck } from '@/components/ui/icons';
import type { Copy } from '@/content';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';

const icons = { patientCentric: UserRoundCheck, quality: Award, compassion: HeartHandshake };

/** Three cards: the principles the clinic works by. */
export function Philosophy({ copy }: { copy: Copy['about']['philosophy'] }) {
  const keys = Object.keys(icons) as (keyof typeof icons)[];
  return (
    <Section id="philosophy" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="surface">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {keys.map((key) => {
          const Icon = icons[key];
          const card = copy.cards[key];
          return (
            <li key={key} className="flex">
              <Card className="flex w-full flex-col p-6 sm:p-8">
                <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{card.text}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
