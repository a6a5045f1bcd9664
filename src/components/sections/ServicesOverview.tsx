import {
  ArrowRight,
  CalendarCheck,
  Check,
  Siren,
  Sparkles,
  Stethoscope,
  type Icon as IconComponent,
} from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import { localePath, routes } from '@/lib/routes';
import { fill, moreText } from '@/lib/template';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';

interface Props {
  locale: Locale;
  copy: Copy['home']['servicesOverview'];
  /** The treatments of each card, by card id, from the services content. */
  items: Record<string, { en: string; ml: string }[]>;
}

type OverviewCard = Props['copy']['cards'][number];

const SHOWN = 3;
const icons: Record<string, IconComponent> = { general: Stethoscope, cosmetic: Sparkles, emergency: Siren };

/** Three headline treatment groups, each with a short list and a link to the full services page. */
export function ServicesOverview({ locale, copy, items }: Props) {
  const servicesHref = localePath(locale, routes.services);
  return (
    <Section id="services-overview" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3 lg:gap-8">
        {copy.cards.map((card) => (
          <li key={card.id} className="flex">
            <ServiceCard
              card={card}
              items={treatments(items, card.id, locale)}
              // The emergency card leads to what to do now; the others to the services.
              href={card.id === 'emergency' ? localePath(locale, routes.emergency) : servicesHref}
              copy={copy}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:mt-12">
        <ButtonLink href={servicesHref} variant="secondary">
          {copy.viewAll}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
        <ButtonLink href="#appointment-booking">
          <CalendarCheck aria-hidden="true" className="size-5" />
          {copy.book}
        </ButtonLink>
      </div>
    </Section>
  );
}

function treatments(items: Props['items'], id: string, locale: Locale): string[] {
  const list = items[id];
  if (!list)
    throw new Error(`The home page's service card "${id}" has no treatments in src/content/overview-cards.ts.`);
  return list.map((item) => item[locale]);
}

interface CardProps {
  card: OverviewCard;
  items: string[];
  href: string;
  copy: Props['copy'];
}

function ServiceCard({ card, items, href, copy }: CardProps) {
  const Icon = icons[card.id] ?? Stethoscope;
  const more = moreText(items.length - SHOWN, copy);
  return (
    <Card data-draw-later="" ringed={card.popular} className="relative flex w-full flex-col p-6 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        {card.popular && (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">
            {copy.popular}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-xl font-bold text-ink">{card.title}</h3>
      <p className="mt-2 text-base leading-relaxed text-muted">{card.description}</p>
      <ul aria-label={copy.includes} className="mt-5 flex flex-col gap-2.5 border-t border-line pt-5">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-base text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
      {more && <p className="mt-2.5 pl-7.5 text-sm font-medium text-muted">{more}</p>}
      <div className="mt-auto pt-5">
        <a
          href={href}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {copy.learnMore}
          <span className="sr-only"> {fill(copy.learnMoreHidden, { title: card.title })}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </Card>
  );
}
