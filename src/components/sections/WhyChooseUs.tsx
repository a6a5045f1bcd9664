import { Award, HeartHandshake, UsersRound } from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import type { Pages } from '@/content/schema';
import type { ClinicFacts } from '@/lib/template';
import { liveValues } from '@/components/ui/liveValues';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';

/** The points' icons, by their place in the list. */
const icons = [Award, UsersRound, HeartHandshake];

/** The clinic's reasons to choose it (src/content/pages.yaml), a card each. None, no section. */
export function WhyChooseUs({
  copy,
  words,
  facts,
  locale,
}: {
  copy: Copy['services']['why'];
  words: Pages['services']['why'];
  facts: ClinicFacts;
  locale: Locale;
}) {
  if (words.points.length === 0) return null;
  const values = liveValues(facts, locale);
  return (
    <Section
      id="why-choose-us"
      eyebrow={copy.eyebrow}
      title={<Tpl text={words.title[locale]} values={values} />}
      intro={<Tpl text={words.intro[locale]} values={values} />}
      tone="surface"
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {words.points.map((point, i) => {
          const Icon = icons[i % icons.length]!;
          return (
            <li key={i} className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary text-white">
                <Icon aria-hidden="true" className="size-8" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">
                <Tpl text={point.title[locale]} values={values} />
              </h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Tpl text={point.text[locale]} values={values} />
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
