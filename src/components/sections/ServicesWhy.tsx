import { Award, HeartHandshake, UsersRound } from '@/components/ui/icons';
import type { Pages } from '@/model';
import type { PageContext } from '@/build-time/page-context';
import { ClinicSection, IconCards } from './ClinicSection';

/** The points' icons, by their place in the list. */
const icons = [Award, UsersRound, HeartHandshake];

/** The clinic's reasons to choose it (src/content/pages.yaml), a card each. None, no section. */
export function ServicesWhy({
  page,
  content,
}: {
  page: PageContext;
  /** src/content/pages.yaml */
  content: Pages['services']['why'];
}) {
  if (content.points.length === 0) return null;
  return (
    <ClinicSection
      page={page}
      content={content}
      id="why-choose-us"
      eyebrow={page.words.services.why.eyebrow}
      tone="surface"
    >
      <IconCards page={page} points={content.points} icons={icons} look="round" />
    </ClinicSection>
  );
}
