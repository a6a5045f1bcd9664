import { CallButton } from '@/components/ui/ContactButtons';
import { ArrowRight, Siren } from '@/components/ui/icons';
import { routes } from '@/lib/routes';
import { fill } from '@/lib/template';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
}

/** On the offline page's first screen: a call to the clinic, and the way to the emergency guidance the phone keeps. */
export function OfflineEmergency({ page }: Props) {
  const phone = page.clinic.phones.appointments;
  const words = page.words.offline.emergency;
  return (
    <section aria-labelledby="offline-emergency-title" className="bg-white pt-8 sm:pt-12">
      <Container>
        <div className="mx-auto max-w-3xl rounded-card border border-danger/30 bg-danger-soft p-5 sm:p-6">
          <h2 id="offline-emergency-title" className="flex items-center gap-2 text-xl font-bold text-ink">
            <Siren aria-hidden="true" className="size-6 shrink-0 text-danger" />
            {words.title}
          </h2>
          <p className="mt-1 text-base text-ink">{words.text}</p>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <CallButton e164={phone.e164} label={fill(words.call, { phone: phone.display })} />
            <ButtonLink href={page.href(routes.emergency)} variant="secondary" icon={ArrowRight} iconAfter>
              {words.link}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
