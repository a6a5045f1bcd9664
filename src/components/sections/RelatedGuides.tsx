import type { ShownGuide } from '@/model/assemble';
import { routes } from '@/lib/routes';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';
import { GuideList } from './GuideList';

interface Props {
  page: PageContext;
  /** The guides that concern the page: none, and there is no section. */
  guides: readonly ShownGuide[];
  tone?: 'white' | 'surface';
}

/** The guides for patients that concern a page (a service's, the emergency page), and the way to all of them. */
export function RelatedGuides({ page, guides, tone = 'surface' }: Props) {
  if (guides.length === 0) return null;
  const words = page.words.guides.related;
  return (
    <Section id="patient-guides" title={words.title} tone={tone} className="print:hidden">
      <div className="mx-auto max-w-4xl">
        <GuideList page={page} guides={guides} />
        <p className="mt-6 text-center">
          <a href={page.href(routes.guides)} className="link link-action">
            {words.all}
          </a>
        </p>
      </div>
    </Section>
  );
}
