import type { Service } from '@/model';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { ServiceCard } from './ServiceCard';
import type { PageContext } from '@/lib/page-context';

// Three neighbours in the list's order, wrapping round, so every service page links onward to different ones.
const COUNT = 3;

interface Props {
  page: PageContext;
  services: Service[];
  /** Each service's photo or illustration, by slug. */
  pictures: Record<string, Picture>;
  current: string;
}

/** Links from a service page to a few other services. */
export function OtherServices({ page, services, pictures, current }: Props) {
  const words = page.words.services.detail.other;
  const at = services.findIndex((s) => s.slug === current);
  const others = Array.from(
    { length: Math.min(COUNT, services.length - 1) },
    (_, i) => services[(at + 1 + i) % services.length]!,
  );
  return (
    <Section id="other-services" eyebrow={words.eyebrow} title={words.title} tone="surface">
      <ul className="cards cards-3">
        {others.map((service) => (
          <li key={service.slug} className="flex">
            <ServiceCard page={page} service={service} picture={pictures[service.slug]!} compact />
          </li>
        ))}
      </ul>
    </Section>
  );
}
