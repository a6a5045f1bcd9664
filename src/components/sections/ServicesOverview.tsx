import {
  ArrowRight,
  CalendarCheck,
  Check,
  Siren,
  Sparkles,
  Stethoscope,
  type Icon as IconComponent,
} from '@/components/ui/icons';
import type { ShownHomeCard } from '@/model/assemble';
import type { Copy } from '@/copy';
import type { Locale } from '@/model/locales';
import type { Home } from '@/model';
import { routes, servicePath } from '@/lib/routes';
import { fill, moreText } from '@/lib/template';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { PageContext } from '@/lib/page-context';
import { ClinicSection } from './ClinicSection';
import { IconBadge } from '@/components/ui/IconBadge';
import { TextLink } from '@/components/ui/TextLink';

interface Props {
  page: PageContext;
  /** The section's heading and introduction (src/content/home.yaml). */
  content: Pick<Home['services'], 'title' | 'intro'>;
  /** The cards, each with its service (the cards of home.yaml whose service exists). */
  cards: ShownHomeCard[];
}

const SHOWN = 3;
const icons: Record<NonNullable<ShownHomeCard['icon']>, IconComponent> = {
  stethoscope: Stethoscope,
  sparkles: Sparkles,
  siren: Siren,
};

/** The services the clinic puts first, each with a short list and a link to its page. */
export function ServicesOverview({ page, content, cards }: Props) {
  const { locale } = page;
  const words = page.words.home.servicesOverview;
  const servicesHref = page.href(routes.services);
  return (
    <ClinicSection page={page} content={content} id="services-overview" eyebrow={words.eyebrow}>
      {cards.length > 0 && (
        <ul className="cards cards-3">
          {cards.map((card) => (
            <li key={card.service.slug} className="flex">
              <ServiceCard
                card={card}
                locale={locale}
                // The emergency service leads to what to do now; the others to their page.
                href={page.href(card.service.emergency ? routes.emergency : servicePath(card.service.slug))}
                words={words}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:mt-12">
        <ButtonLink href={servicesHref} variant="secondary" icon={ArrowRight} iconAfter>
          {words.viewAll}
        </ButtonLink>
        <ButtonLink href="#appointment-booking" icon={CalendarCheck}>
          {words.book}
        </ButtonLink>
      </div>
    </ClinicSection>
  );
}

interface CardProps {
  card: ShownHomeCard;
  locale: Locale;
  href: string;
  words: Copy['home']['servicesOverview'];
}

function ServiceCard({ card, locale, href, words }: CardProps) {
  const Icon = icons[card.icon ?? 'stethoscope'];
  const title = card.service.title[locale];
  const items = card.service.items.map((item) => item[locale]);
  const more = moreText(items.length - SHOWN, words);
  return (
    <Card data-draw-later="" ringed={card.popular ?? false} className="relative flex w-full flex-col p-6 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <IconBadge icon={Icon} />
        {card.popular && (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">
            {words.popular}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-xl font-bold text-ink">{title}</h3>
      <p className="mt-2 text-base leading-relaxed text-muted">{card.description[locale]}</p>
      <ul aria-label={words.includes} className="mt-5 flex flex-col gap-2.5 border-t border-line pt-5">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-base text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
      {more && <p className="mt-2.5 pl-7.5 text-sm font-medium text-muted">{more}</p>}
      <div className="mt-auto pt-5">
        <TextLink href={href} icon={ArrowRight} iconAfter>
          {words.learnMore}
          <span className="sr-only">{` ${fill(words.learnMoreHidden, { title })}`}</span>
        </TextLink>
      </div>
    </Card>
  );
}
