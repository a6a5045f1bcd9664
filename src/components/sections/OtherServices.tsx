import type { Copy, Locale } from '@/content';
import type { Service } from '@/content/schema';
import type { Picture } from '@/lib/picture';
import { Section } from '@/components/ui/Section';
import { ServiceCard } from './ServiceCard';

// Three neighbours in the list's order, wrapping round, so every service page links onward to different ones.
const COUNT = 3;

interface Props {
  copy: Copy['services']['detail']['other'];
  cardCopy: Copy['services']['card'];
  services: Service[];
  /** Each service's photo or illustration, by slug. */
  pictures: Record<string, Picture>;
  current: string;
  locale: Locale;
}

/** Links from a service page to a few other services. */
export function OtherServices({ copy, cardCopy, services, pictures, current, locale }: Props) {
  const at = services.findIndex((s) => s.slug === current);
  const others = Array.from(
    { length: Math.min(COUNT, services.length - 1) },
    (_, i) => services[(at + 1 + i) % services.length]!,
  );
  return (
    <Section id="other-services" eyebrow={copy.eyebrow} title={copy.title} tone="surface">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {others.map((service) => (
          <li key={service.slug} className="flex">
            <ServiceCard service={service} locale={locale} copy={cardCopy} picture={pictures[service.slug]!} compact />
          </li>
        ))}
      </ul>
    </Section>
  );
}
