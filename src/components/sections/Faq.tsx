import { Disclosure } from '@/components/ui/Disclosure';
import type { Faq as FaqEntry } from '@/model';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  faq: FaqEntry[];
}

/** Questions as native <details>: they open with keyboard, touch and find-in-page, with no script at all. */
export function Faq({ page, faq }: Props) {
  const { locale } = page;
  const words = page.words.contact.faq;
  // A clinic may delete every question at /admin: no empty section then.
  if (faq.length === 0) return null;
  return (
    <Section id="faq" title={words.title} intro={words.intro}>
      <ul className="mx-auto max-w-3xl space-y-3">
        {faq.map((entry) => (
          <li key={entry.id}>
            <Disclosure id={`faq-${entry.id}`} summary={entry.question[locale]}>
              <p className="px-5 pb-5 text-base leading-relaxed text-muted sm:px-6 sm:pb-6">{entry.answer[locale]}</p>
            </Disclosure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
