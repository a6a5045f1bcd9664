import { ChevronDown } from '@/components/ui/icons';
import type { Faq as FaqEntry } from '@/content/schema';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/build-time/page-context';

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
            <details id={`faq-${entry.id}`} className="group card open:border-primary/40">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-lg font-semibold text-ink hover:text-primary-strong sm:px-6 [&::-webkit-details-marker]:hidden">
                {entry.question[locale]}
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 motion-safe:transition-transform motion-safe:duration-200 group-open:rotate-180"
                  />
                </span>
              </summary>
              <p className="px-5 pb-5 text-base leading-relaxed text-muted sm:px-6 sm:pb-6">{entry.answer[locale]}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
