import { Award, HeartHandshake, UsersRound } from '@/components/ui/icons';
import type { Pages } from '@/content/schema';
import { liveValues } from '@/components/ui/liveValues';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';
import type { PageContext } from '@/build-time/page-context';

/** The points' icons, by their place in the list. */
const icons = [Award, UsersRound, HeartHandshake];

/** The clinic's reasons to choose it (src/content/pages.yaml), a card each. None, no section. */
export function WhyChooseUs({
  page,
  content,
}: {
  page: PageContext;
  /** src/content/pages.yaml */
  content: Pages['services']['why'];
}) {
  const { locale } = page;
  const words = page.words.services.why;
  if (content.points.length === 0) return null;
  const values = liveValues(page, locale);
  return (
    <Section
      id="why-choose-us"
      eyebrow={words.eyebrow}
      title={<Tpl text={content.title[locale]} values={values} />}
      intro={<Tpl text={content.intro[locale]} values={values} />}
      tone="surface"
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {content.points.map((point, i) => {
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
