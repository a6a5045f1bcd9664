import { ArrowLeft, ArrowRight, CircleCheck, MessageCircleQuestion, Siren } from '@/components/ui/icons';
import type { FeeLine, Service } from '@/model';
import type { Picture } from '@/lib/picture';
import { routes } from '@/lib/routes';
import { fill } from '@/lib/template';
import { Photo } from '@/components/ui/Photo';
import { Container } from '@/components/ui/Section';
import { FeeTable } from './FeeTable';
import type { PageContext } from '@/lib/page-context';
import { TextLink } from '@/components/ui/TextLink';

interface Props {
  page: PageContext;
  service: Service;
  /** The service's photo, or its illustration. */
  picture: Picture;
  /** The service's own lines of the fees, and its package rates. */
  fees: { lines: readonly FeeLine[]; packages: readonly FeeLine[] };
  /** The emergency service leads to what to do now, before any booking. */
  emergency?: boolean;
}

/** One service in full: its photo or artwork, what it is, every treatment it includes and their fees. */
export function ServiceDetail({ page, service, picture, fees, emergency = false }: Props) {
  const { locale } = page;
  const words = page.words.services.detail;
  const title = service.title[locale];
  return (
    <section id="service-details" aria-labelledby="service-details-title" className="bg-white py-16 sm:py-20">
      <Container className="grid grid-cols-1 items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="overflow-hidden rounded-card border border-line shadow-card lg:sticky lg:top-28">
          <Photo picture={picture} className="aspect-4/3 w-full bg-primary-soft object-cover" />
        </div>
        <div>
          <h2
            id="service-details-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {fill(words.aboutTitle, { title })}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-muted">{service.description[locale]}</p>

          <h3 className="mt-10 text-xl font-semibold text-ink">{words.listTitle}</h3>
          <ul className="mt-4 rounded-card border border-line bg-surface">
            {service.items.map((item) => (
              <li
                key={item[locale]}
                className="flex items-start gap-3 border-b border-line px-5 py-3.5 font-medium text-ink last:border-b-0"
              >
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {item[locale]}
              </li>
            ))}
          </ul>

          {emergency && (
            <a
              href={page.href(routes.emergency)}
              className="mt-8 flex min-h-11 items-center gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 font-semibold text-ink underline-offset-4 hover:underline"
            >
              <Siren aria-hidden="true" className="size-5 shrink-0 text-danger" />
              {words.emergencyGuide}
              <ArrowRight aria-hidden="true" className="ml-auto size-5 shrink-0 text-primary" />
            </a>
          )}
          {fees.lines.length > 0 && (
            <>
              <h3 id="service-fees" className="mt-10 text-xl font-semibold text-ink">
                {page.words.fees.service.title}
              </h3>
              <FeeTable page={page} lines={fees.lines} labelledBy="service-fees" />
              {fees.packages.length > 0 && (
                <>
                  <h4 id="service-packages" className="fee-packages-title">
                    {page.words.fees.packages}
                  </h4>
                  <FeeTable page={page} lines={fees.packages} labelledBy="service-packages" />
                </>
              )}
              <p className="mt-3 text-sm text-muted">
                {page.words.fees.examination}{' '}
                <a href={page.href(routes.fees)} className="link">
                  {page.words.fees.service.all}
                </a>
              </p>
            </>
          )}

          <p className="mt-8 flex gap-3 rounded-xl bg-primary-soft p-4 text-ink">
            <MessageCircleQuestion aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            {words.reassurance}
          </p>
          <TextLink href={page.href(routes.services)} icon={ArrowLeft} className="mt-6">
            {words.allServices}
          </TextLink>
        </div>
      </Container>
    </section>
  );
}
