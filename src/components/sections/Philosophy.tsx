import { Award, HeartHandshake, UserRoundCheck } from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import type { About } from '@/content/schema';
import { Card } from '@/components/ui/Card';
import { liveValues } from '@/components/ui/liveValues';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';
import type { ClinicFacts } from '@/lib/template';

/** The cards' icons, by their place in the list. */
const icons = [UserRoundCheck, Award, HeartHandshake];

/** The principles the clinic works by, a card each. None, no section. */
export function Philosophy({
  copy,
  words,
  facts,
  locale,
}: {
  copy: Copy['about']['philosophy'];
  /** src/content/about.yaml */
  words: About['philosophy'];
  facts: ClinicFacts;
  locale: Locale;
}) {
  if (words.cards.length === 0) return null;
  const values = liveValues(facts, locale);
  return (
    <Section
      id="philosophy"
      eyebrow={copy.eyebrow}
      title={<Tpl text={words.title[locale]} values={values} />}
      intro={<Tpl text={words.intro[locale]} values={values} />}
      tone="surface"
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {words.cards.map((card, i) => {
          const Icon = icons[i % icons.length]!;
          return (
            <li key={i} className="flex">
              <Card className="flex w-full flex-col p-6 sm:p-8">
                <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink">
                  <Tpl text={card.title[locale]} values={values} />
                </h3>
                <p className="mt-3 leading-relaxed text-muted">
                  <Tpl text={card.text[locale]} values={values} />
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
