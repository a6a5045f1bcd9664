import type { ShownGuide } from '@/model/assemble';
import { guidePath } from '@/lib/routes';
import { Day } from '@/components/facts/Day';
import { Template } from '@/components/ui/Template';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  guides: readonly ShownGuide[];
  /** The level of each guide's heading: 2 on the list's own page, 3 inside a section. */
  level?: 2 | 3;
}

/** Guides for patients as cards: each title links to its page, with its summary, its reviewer and the date. */
export function GuideList({ page, guides, level = 3 }: Props) {
  const { locale } = page;
  const words = page.words.guides.card;
  const Heading = `h${level}` as const;
  return (
    <ul className="cards cards-2">
      {guides.map((guide) => (
        <li key={guide.slug} className="card flex flex-col p-6">
          <Heading className="text-xl font-semibold text-balance text-ink">
            <a
              href={page.href(guidePath(guide.slug))}
              className="text-primary-strong underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
            >
              {guide.title[locale]}
            </a>
          </Heading>
          <p className="mt-2 leading-relaxed text-muted">{guide.summary[locale]}</p>
          <p className="mt-auto pt-4 text-sm text-muted">
            <Template
              text={words.reviewed}
              values={{ name: guide.reviewer.name, date: <Day iso={guide.lastReviewed} locale={locale} /> }}
            />
          </p>
        </li>
      ))}
    </ul>
  );
}
