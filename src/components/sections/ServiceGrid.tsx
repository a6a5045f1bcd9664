import type { Copy, Locale } from '@/content';
import type { Service } from '@/content/schema';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { ServiceCard } from './ServiceCard';

interface Props {
  copy: Copy['services']['grid'];
  cardCopy: Copy['services']['card'];
  services: Service[];
  /** Each service's photo or illustration, by slug. */
  pictures: Record<string, Picture>;
  locale: Locale;
}

/** Every service as a card, each leading to its own page. */
export function ServiceGrid({ copy, cardCopy, services, pictures, locale }: Props) {
  return (
    <Section id="all-services" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="flex">
            <ServiceCard service={service} locale={locale} copy={cardCopy} picture={pictures[service.slug]!} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
