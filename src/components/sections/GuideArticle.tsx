import type { ShownGuide } from '@/model/assemble';
import { routes, servicePath } from '@/lib/routes';
import { Day } from '@/components/facts/Day';
import { serviceName } from '@/lib/service-name';
import { BadgeCheck } from '@/components/ui/icons';
import { Template } from '@/components/ui/Template';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

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
              <a href={`${page.href(routes.doctors)}#${reviewer.id}`} className="link">
                {reviewer.name}
              </a>
              {`, ${reviewer.education}`}
              <span className="block text-sm text-muted">
                {`${page.words.doctors.labels.registration} ${reviewer.registration}`}
              </span>
              <span className="block text-sm text-muted">
                <Template
                  text={words.lastReviewed}
                  values={{
                    date: <Day iso={guide.lastReviewed} locale={locale} />,
                  }}
                />
              </span>
            </p>
          </div>
          <div className="guide-text mt-8" dangerouslySetInnerHTML={{ __html: html }} />
          {guide.services.length > 0 && (
            <Links
              id="guide-services"
              title={words.services}
              links={guide.services.map((s) => ({
                href: page.href(servicePath(s.slug)),
                label: serviceName(s, locale),
              }))}
            />
          )}
          <Links
            id="guide-sources"
            title={words.sources}
            links={guide.sources.map((s) => ({ href: s.url, label: s.title }))}
          />
          <p className="mt-10 rounded-xl bg-primary-soft p-4 text-base text-ink">{words.disclaimer}</p>
          <p className="mt-4 text-sm text-muted">{page.words.emergency.offline}</p>
        </article>
      </Container>
    </div>
  );
}

/** A short list of links under its own heading: the services a guide is about, its sources. */
function Links({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-1 pl-6 text-base text-ink marker:text-primary">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="link link-action">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
