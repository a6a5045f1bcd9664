import type { ReactNode } from 'react';
import { CallButton, WhatsAppButton } from '@/components/ui/ContactButtons';
import { Clock, Home, Siren, Stethoscope } from '@/components/ui/icons';
import { routes } from '@/lib/routes';
import { fill } from '@/lib/template';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';
import { WeekHours } from '@/components/facts/WeekHours';

interface Props {
  page: PageContext;
}

const link = 'link link-action';

/** One of the two ways on: a card with its heading, its line and what follows. */
function Way({ id, words, children }: { id: string; words: { title: string; text: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex">
      <Card className="flex w-full flex-col p-6 sm:p-8">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
          {words.title}
        </h2>
        <p className="mt-2 text-base text-muted">{words.text}</p>
        {children}
      </Card>
    </section>
  );
}

/** Below the 404 heading: ways back into the site, and ways to reach the clinic at once. */
export function NotFound({ page }: Props) {
  const { clinic } = page;
  const words = page.words.legal.notFound;
  const { newTab } = page.words.shell;
  const { explore, help } = words;
  const phone = clinic.phones.appointments;
  return (
    <div className="bg-white py-12 sm:py-16">
      <Container>
        <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 lg:grid-cols-2">
          <Way id="not-found-explore" words={explore}>
            <div className="mt-6 flex flex-col gap-3">
              <ButtonLink href={page.href(routes.home)} icon={Home}>
                {explore.home}
              </ButtonLink>
              <ButtonLink href={page.href(routes.services)} variant="secondary" icon={Stethoscope}>
                {explore.services}
              </ButtonLink>
            </div>
            <div className="mt-auto pt-6">
              <p className="text-sm font-medium text-muted">{explore.more}</p>
              <ul className="flex flex-wrap gap-x-6">
                {(['about', 'doctors', 'contact'] as const).map((key) => (
                  <li key={key}>
                    <a href={page.href(routes[key])} className={link}>
                      {explore[key]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </Way>

          <Way id="not-found-help" words={help}>
            <div className="mt-6 flex flex-col gap-3">
              <CallButton e164={phone.e164} label={fill(help.call, { phone: phone.display })} />
              <WhatsAppButton number={clinic.whatsapp} label={help.whatsapp} newTab={newTab} />
            </div>
            <p className="mt-4">
              <a href={page.href(routes.emergency)} className={`${link} gap-2`}>
                <Siren aria-hidden="true" className="size-5 shrink-0 text-danger" />
                {help.emergency}
              </a>
            </p>
            <div className="mt-auto pt-6">
              <h3 className="flex items-center gap-2 text-sm font-medium text-muted">
                <Clock aria-hidden="true" className="size-4" />
                {help.hoursTitle}
              </h3>
              <WeekHours page={page} className="mt-2 text-base text-ink" />
            </div>
          </Way>
        </div>
      </Container>
    </div>
  );
}
