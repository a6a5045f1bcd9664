import type { ShownGuide } from '@/build-time/content';
import { routes, servicePath } from '@/lib/routes';
import { longDate } from '@/lib/dates';
import { serviceName } from '@/lib/service-name';
import { languageTags } from '@/model/locales';
import { BadgeCheck } from '@/components/ui/icons';
import { Tpl } from '@/components/ui/Tpl';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/build-time/page-context';

interface Props {
  page: PageContext;
  guide: ShownGuide;
  /** The guide's text in the page's language, as HTML (src/build-time/markdown.ts). */
  html: string;
}

/**
 * A guide's page below its heading: who reviewed it (a doctor of the clinic, with their council registration) and
 * when, its text, the clinic's services it is about, its sources, and the reminder that it does not replace a dentist.
 */
export function GuideArticle({ page, guide, html }: Props) {
  const { locale } = page;
  const words = page.words.guides.guide;
  const { reviewer } = guide;
  return (
    <div className="bg-white py-10 sm:py-14">
      <Container>
        <article className="mx-auto max-w-3xl">
          <div className="flex gap-3 rounded-card border border-line bg-surface p-5">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <p className="text-base text-ink">
              <span className="font-semibold">{words.reviewedBy} </span>
              <a
                href={`${page.href(routes.doctors)}#${reviewer.id}`}
                className="font-semibold text-primary-strong underline underline-offset-4"
              >
                {reviewer.name}
              </a>
              {`, ${reviewer.education}`}
              <span className="block text-sm text-muted">
                {`${page.words.doctors.labels.registration} ${reviewer.registration}`}
              </span>
              <span className="block text-sm text-muted">
                <Tpl
                  text={words.lastReviewed}
                  values={{
                    date: (
                      <time dateTime={guide.lastReviewed}>{longDate(guide.lastReviewed, languageTags[locale])}</time>
                    ),
                  }}
                />
              </span>
            </p>
          </div>
          <div className="guide-text mt-8" dangerouslySetInnerHTML={{ __html: html }} />
          {guide.services.length > 0 && (
            <section aria-labelledby="guide-services" className="mt-10">
              <h2 id="guide-services" className="text-2xl font-bold text-ink">
                {words.services}
              </h2>
              <ul className="mt-3 flex flex-col gap-1">
                {guide.services.map((service) => (
                  <li key={service.slug}>
                    <a
                      href={page.href(servicePath(service.slug))}
                      className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                    >
                      {serviceName(service, locale)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="guide-sources" className="mt-10">
            <h2 id="guide-sources" className="text-2xl font-bold text-ink">
              {words.sources}
            </h2>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-base text-ink">
              {guide.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} className="text-primary underline underline-offset-4" rel="noopener">
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <p className="mt-10 rounded-xl bg-primary-soft p-4 text-base text-ink">{words.disclaimer}</p>
          <p className="mt-4 text-sm text-muted">{page.words.emergency.offline}</p>
        </article>
      </Container>
    </div>
  );
}
