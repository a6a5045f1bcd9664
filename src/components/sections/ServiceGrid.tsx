import type { Service } from '@/model';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { ServiceCard } from './ServiceCard';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  services: Service[];
  /** Each service's photo or illustration, by slug. */
  pictures: Record<string, Picture>;
}

/** Every service as a card, each leading to its own page. */
export function ServiceGrid({ page, services, pictures }: Props) {
  const words = page.words.services.grid;
  return (
    <Section id="all-services" eyebrow={words.eyebrow} title={words.title} intro={words.intro}>
      <ul className="cards cards-2-3">
        {services.map((service) => (
          <li key={service.slug} className="flex">
            <ServiceCard page={page} service={service} picture={pictures[service.slug]!} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
