import { ArrowRight, Check, Sparkles } from '@/components/ui/icons';
import type { Service } from '@/model';
import type { Picture } from '@/lib/picture';
import { servicePath } from '@/lib/routes';
import { fill, moreText } from '@/lib/template';
import { Card } from '@/components/ui/Card';
import { Photo } from '@/components/ui/Photo';
import type { PageContext } from '@/lib/page-context';

// The cards list only the first few treatments; the service page lists them all.
const SHOWN_ITEMS = 3;

interface Props {
  page: PageContext;
  service: Service;
  /** The service's photo, or its illustration. */
  picture: Picture;
  /** Without the list of treatments, for the "Other services" row of a service page. */
  compact?: boolean;
}

/** A service: photo or artwork, title, summary, its first treatments and a link to its page. */
export function ServiceCard({ page, service, picture, compact = false }: Props) {
  const { locale } = page;
  const words = page.words.services.card;
  const title = service.title[locale];
  const more = moreText(service.items.length - SHOWN_ITEMS, words);
  return (
    <Card
      data-draw-later=""
      className="group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-raised"
    >
      <div className="relative">
        <Photo picture={picture} className="aspect-4/3 w-full bg-primary-soft object-cover" />
        {service.featured && (
          <span className="absolute top-4 left-4 inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase shadow-card">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {words.popular}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-ink">
          {title}
          {service.specialty && (
            <span className="mt-0.5 block text-base font-medium text-muted">
              <span className="sr-only"> · </span>
              {service.specialty[locale]}
            </span>
          )}
        </h3>
        <p className="mt-2 leading-relaxed text-muted">{service.summary[locale]}</p>
        {!compact && (
          <>
            <ul className="mt-5 flex flex-col gap-2">
              {service.items.slice(0, SHOWN_ITEMS).map((item) => (
                <li key={item[locale]} className="flex gap-2 text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {item[locale]}
                </li>
              ))}
            </ul>
            {more && <p className="mt-2 pl-7 text-sm font-medium text-muted">{more}</p>}
          </>
        )}
        <a href={page.href(servicePath(service.slug))} className="link link-action mt-auto self-start pt-5">
          {words.learnMore}
          <span className="sr-only">{fill(words.learnMoreHidden, { title })}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </a>
      </div>
    </Card>
  );
}
