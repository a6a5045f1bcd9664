import { CallButton, WhatsAppButton } from '@/components/ui/ContactButtons';
import { Clock, Siren } from '@/components/ui/icons';
import { fill } from '@/lib/template';
import { OpenStatus } from '@/components/facts/OpenStatus';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  /** The inline script that writes the status line before anything below it is drawn. */
  statusScript?: string;
}

/**
 * The emergency page's first screen on a phone: call now or WhatsApp, whether the clinic is open right now, and what
 * to do while it is closed (the clinic's own advice, from its content).
 */
export function EmergencyHero({ page, statusScript }: Props) {
  const { clinic, locale } = page;
  const words = page.words.emergency;
  const phone = clinic.phones.appointments;
  const { outOfHours } = clinic;
  return (
    <section
      aria-labelledby="page-title"
      className="border-b border-line bg-linear-to-b from-primary-soft to-surface py-8 sm:py-12"
    >
      <Container>
        <div className="mx-auto max-w-3xl">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-danger uppercase">
            <Siren aria-hidden="true" className="size-5" />
            {words.hero.eyebrow}
          </p>
          <h1 id="page-title" className="mt-2 text-4xl font-bold tracking-tight text-balance text-primary-strong">
            {words.hero.title}
          </h1>
          <p className="mt-3 text-lg text-pretty text-muted">{words.hero.intro}</p>
          <div className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <CallButton e164={phone.e164} label={fill(words.call, { phone: phone.display })} />
            <WhatsAppButton number={clinic.whatsapp} label={words.whatsapp} newTab={page.words.shell.newTab} />
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 text-base text-ink has-[.open-status:empty]:hidden">
            {words.now} <OpenStatus className="font-semibold" />
          </p>
          {/* Before the box below is parsed: the line takes its place before the box is drawn, so the box never moves. */}
          {statusScript && <script dangerouslySetInnerHTML={{ __html: statusScript }} />}
          <div className="mt-4 rounded-xl border border-line bg-white p-4 sm:p-5">
            <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {words.closed}
            </h2>
            <p className="mt-2 text-base leading-relaxed text-pretty text-ink">{outOfHours.text[locale]}</p>
            {outOfHours.phone && (
              <CallButton
                e164={outOfHours.phone.e164}
                label={fill(words.callOutOfHours, {
                  label: outOfHours.phone.label[locale],
                  phone: outOfHours.phone.display,
                })}
                variant="secondary"
                className="mt-3"
              />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
