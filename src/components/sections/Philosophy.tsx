import { Award, HeartHandshake, UserRoundCheck } from '@/components/ui/icons';
import type { About } from '@/content/schema';
import { Card } from '@/components/ui/Card';
import { liveValues } from '@/components/ui/liveValues';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';
import type { PageContext } from '@/build-time/page-context';

/** The cards' icons, by their place in the list. */
const icons = [UserRoundCheck, Award, HeartHandshake];

/** The principles the clinic works by, a card each. None, no section. */
export function Philosophy({
  page,
  content,
}: {
  page: PageContext;
  /** src/content/about.yaml */
  content: About['philosophy'];
}) {
  const { locale } = page;
  const words = page.words.about.philosophy;
  if (content.cards.length === 0) return null;
  const values = liveValues(page, locale);
  return (
    <Section
      id="philosophy"
      eyebrow={words.eyebrow}
      title={<Tpl text={content.title[locale]} values={values} />}
      intro={<Tpl text={content.intro[locale]} values={values} />}
      tone="surface"
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {content.cards.map((card, i) => {
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
