import { Award, HeartHandshake, UserRoundCheck } from '@/components/ui/icons';
import type { About } from '@/model';
import type { PageContext } from '@/build-time/page-context';
import { ClinicSection, IconCards } from './ClinicSection';

/** The cards' icons, by their place in the list. */
const icons = [UserRoundCheck, Award, HeartHandshake];

/** The principles the clinic works by, a card each. None, no section. */
export function Philosophy({
  page,
  content,
}: {
  page: PageContext;
  /** src/content/about.yaml */
  content: About['philosophy'];
}) {
  if (content.cards.length === 0) return null;
  return (
    <ClinicSection
      page={page}
      content={content}
      id="philosophy"
      eyebrow={page.words.about.philosophy.eyebrow}
      tone="surface"
    >
      <IconCards page={page} points={content.cards} icons={icons} look="tile" />
    </ClinicSection>
  );
}
