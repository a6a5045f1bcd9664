import { Award, HeartHandshake, UsersRound } from '@/components/ui/icons';
import type { Pages } from '@/model';
import type { PageContext } from '@/lib/page-context';
import { PointsSection } from './PointsSection';

/** The clinic's reasons to choose it (src/content/pages.yaml), a card each. None, no section. */
export function ServicesWhy({ page, content }: { page: PageContext; content: Pages['services']['why'] }) {
  const { eyebrow } = page.words.services.why;
  const icons = [Award, UsersRound, HeartHandshake];
  return (
    <PointsSection {...{ page, content, eyebrow, icons }} points={content.points} id="why-choose-us" look="round" />
  );
}
