import { Award, HeartHandshake, UserRoundCheck } from '@/components/ui/icons';
import type { About } from '@/model';
import type { PageContext } from '@/lib/page-context';
import { PointsSection } from './PointsSection';

/** The principles the clinic works by (src/content/about.yaml), a card each. None, no section. */
export function Philosophy({ page, content }: { page: PageContext; content: About['philosophy'] }) {
  const { eyebrow } = page.words.about.philosophy;
  const icons = [UserRoundCheck, Award, HeartHandshake];
  return <PointsSection {...{ page, content, eyebrow, icons }} points={content.cards} id="philosophy" look="tile" />;
}
