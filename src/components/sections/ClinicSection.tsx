import type { ComponentProps } from 'react';
import type { Locale } from '@/model/locales';
import { ClinicText } from '@/components/facts/ClinicText';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

/** A text of the clinic's own (content), in each language. */
type ClinicWords = Record<Locale, string>;

/** A section whose heading and introduction are the clinic's own words (content). */
export function ClinicSection({
  page,
  content,
  ...section
}: Omit<ComponentProps<typeof Section>, 'title' | 'intro'> & {
  page: PageContext;
  content: { title: ClinicWords; intro: ClinicWords };
}) {
  return (
    <Section
      {...section}
      title={<ClinicText page={page} text={content.title} />}
      intro={<ClinicText page={page} text={content.intro} />}
    />
  );
}
