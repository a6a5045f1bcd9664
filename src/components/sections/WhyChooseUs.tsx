import { Award, HeartHandshake, UsersRound } from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import type { Clinic } from '@/content/schema';
import { YearsSince } from '@/components/ui/Live';
import { Section } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';

const icons = { experience: Award, specialists: UsersRound, patientCentred: HeartHandshake };

/** Three reasons to choose the clinic: its years, its specialists and its way of working. */
export function WhyChooseUs({
  copy,
  clinic,
  locale,
}: {
  copy: Copy['services']['why'];
  clinic: Clinic;
  locale: Locale;
}) {
  const keys = Object.keys(icons) as (keyof typeof icons)[];
  const values = {
    years: <YearsSince since={clinic.foundingYear} />,
    foundingYear: clinic.foundingYear,
    consultants: clinic.figures.consultants,
    town: clinic.address.town[locale],
  };
  return (
    <Section id="why-choose-us" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="surface">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {keys.map((key) => {
          const Icon = icons[key];
          const item = copy.items[key];
          return (
            <li key={key} className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary text-white">
                <Icon aria-hidden="true" className="size-8" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">
                <Tpl text={item.title} values={values} />
              </h3>
              <p className="mt-3 leading-relaxed text-muted">
                <Tpl text={item.text} values={values} />
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
