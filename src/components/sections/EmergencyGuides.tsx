import { Disclosure } from '@/components/ui/Disclosure';
import { Siren } from '@/components/ui/icons';
import type { EmergencyGuidance } from '@/model';
import { Container, SectionHeading } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  guidance: EmergencyGuidance;
}

/**
 * When to go to a hospital instead, then first aid for each common dental emergency as a native <details> (opens with
 * keyboard, touch and find-in-page, no script), then the reminder that none of it replaces a dentist.
 */
export function EmergencyGuides({ page, guidance }: Props) {
  const { locale } = page;
  const words = page.words.emergency;
  return (
    <section aria-labelledby="guides-title" className="bg-white py-10 sm:py-14">
      <Container>
        <div className="mx-auto max-w-3xl">
          <section
            aria-labelledby="hospital-title"
            className="rounded-card border border-danger/30 bg-danger-soft p-5 sm:p-6"
          >
            <h2 id="hospital-title" className="flex gap-2 text-xl font-bold text-ink">
              <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
              {words.hospital.title}
            </h2>
            <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-6 text-base text-ink marker:text-danger">
              {guidance.hospitalNow.map((sign) => (
                <li key={sign[locale]}>{sign[locale]}</li>
              ))}
            </ul>
            <p className="mt-3 text-base font-medium text-ink">{words.hospital.text}</p>
          </section>

          <div className="mt-10 sm:mt-12">
            <SectionHeading id="guides-title" title={words.guides.title} />
            <p className="mt-3 text-lg text-pretty text-muted">{words.guides.intro}</p>
          </div>
          <ul className="mt-6 space-y-3">
            {guidance.guides.map((guide) => (
              <li key={guide.id}>
                <Disclosure id={guide.id} summary={guide.title[locale]}>
                  <ol className="list-decimal space-y-2 px-5 pb-5 pl-11 text-base leading-relaxed text-ink marker:font-semibold marker:text-primary sm:px-6 sm:pb-6 sm:pl-12">
                    {guide.steps.map((step) => (
                      <li key={step[locale]}>{step[locale]}</li>
                    ))}
                  </ol>
                </Disclosure>
              </li>
            ))}
          </ul>
          <p className="mt-8 rounded-xl bg-primary-soft p-4 text-base text-ink">{words.disclaimer}</p>
          <p className="mt-4 text-sm text-muted">{words.offline}</p>
        </div>
      </Container>
    </section>
  );
}
