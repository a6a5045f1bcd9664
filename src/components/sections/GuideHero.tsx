import type { ShownGuide } from '@/model/assemble';
import type { Crumb } from '@/lib/structured-data';
import type { PageContext } from '@/lib/page-context';
import { Breadcrumb } from './Breadcrumb';
import { PageHero } from './PageHero';

interface Props {
  page: PageContext;
  guide: ShownGuide;
  /** Home › Guides › this guide (guideTrail). */
  trail: Crumb[];
}

/** The top of a guide's page: the way back, its title and what it answers. */
export function GuideHero({ page, guide, trail }: Props) {
  const words = page.words.guides;
  return (
    <PageHero
      eyebrow={words.guide.eyebrow}
      title={guide.title[page.locale]}
      intro={guide.summary[page.locale]}
      breadcrumb={<Breadcrumb label={words.breadcrumb.label} items={trail} />}
    />
  );
}
