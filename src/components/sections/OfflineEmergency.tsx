import { ArrowRight, Siren } from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import { localePath, routes } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';

interface Props {
  locale: Locale;
  copy: Copy['offline']['emergency'];
}

/** On the offline page: the way to the emergency guidance, which the phone keeps. */
export function OfflineEmergency({ locale, copy }: Props) {
  return (
    <section aria-labelledby="offline-emergency-title" className="bg-white pt-10 sm:pt-14">
      <Container>
        <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-card border border-danger/30 bg-danger-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 id="offline-emergency-title" className="flex items-center gap-2 text-xl font-bold text-ink">
              <Siren aria-hidden="true" className="size-6 shrink-0 text-danger" />
              {copy.title}
            </h2>
            <p className="mt-1 text-base text-ink">{copy.text}</p>
          </div>
          <ButtonLink href={localePath(locale, routes.emergency)} className="shrink-0">
            {copy.link}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
