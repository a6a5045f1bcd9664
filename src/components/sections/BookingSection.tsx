import { Clock, MessageCircle } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { Copy } from '@/copy';
import { localePath, routes } from '@/lib/routes';
import { Card } from '@/components/ui/Card';
import { IconBadge } from '@/components/ui/IconBadge';
import { Container, SectionHeading } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';
import { WeekHours } from '@/components/facts/WeekHours';
import { ChatOrCall } from '@/components/facts/ChatOrCall';

interface Props {
  page: PageContext;
  /** The booking form island; until it is passed, the direct WhatsApp and call links fill the card. */
  children?: ReactNode;
  /** False where the page's own heading already introduces the form (/book): the form comes first on a phone, and
   * the section's heading is for screen readers only. */
  titled?: boolean;
  /** True where the section begins on a phone's first screen (/book): the page carries its CSS inline, as it does the
   * first-screen slot's (BaseLayout.astro), so that the stylesheet's arrival moves none of the form. */
  firstScreen?: boolean;
}

/**
 * The #appointment-booking target. The direct WhatsApp and call links are always shown: they are the way to book
 * without JavaScript, and beside the form they remain the quickest way for anyone who would rather talk. The opening
 * hours are shown when there is no form; the form itself says which days and sessions can be booked.
 */
export function BookingSection({ page, children, titled = true, firstScreen = false }: Props) {
  const { locale } = page;
  const { shell } = page.words;
  const copy = page.words.home.booking;
  const direct = (
    <DirectContact page={page} copy={copy} inCard={!children} feesHref={localePath(locale, routes.fees)} />
  );
  // Phones read intro, card, then the rest; from 1024 px the card sits beside the left column's rows.
  const rows = 'lg:grid-rows-[auto_1fr]';
  const left = 'lg:col-start-1';
  return (
    <section
      id="appointment-booking"
      aria-labelledby="appointment-booking-title"
      className={`bg-surface ${titled ? 'py-16 sm:py-20' : 'pt-8 pb-16 sm:pb-20'}`}
      data-beasties-container={firstScreen ? '' : undefined}
    >
      <Container className={`grid items-start gap-8 lg:grid-cols-2 lg:gap-x-16 ${rows}`}>
        {titled ? (
          <div className={`${left} lg:pt-4`}>
            <SectionHeading id="appointment-booking-title" eyebrow={copy.eyebrow} title={copy.title} />
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{copy.intro}</p>
          </div>
        ) : (
          // Still the section's heading for screen readers, so the form's own headings keep their level.
          <h2 id="appointment-booking-title" className="sr-only">
            {copy.title}
          </h2>
        )}
        <Card className={`p-6 sm:p-8 lg:col-start-2 lg:row-span-full ${children ? '' : 'lg:self-center'}`}>
          {children ?? direct}
        </Card>
        {children && <div className={left}>{direct}</div>}
        {!children && (
          <div className={`rounded-card border border-line bg-white p-5 sm:p-6 ${left}`}>
            <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {copy.hoursTitle}
            </h3>
            <WeekHours page={page} className="mt-4 text-ink" />
            <p className="mt-4 text-sm text-muted">{shell.hours.timeZoneNote}</p>
          </div>
        )}
      </Container>
    </section>
  );
}

function DirectContact({
  page,
  copy,
  inCard,
  feesHref,
}: {
  page: PageContext;
  copy: Copy['home']['booking'];
  inCard: boolean;
  /** The fees page: after the form in reading order, so that the form's first field is the section's first stop. */
  feesHref: string;
}) {
  return (
    <div>
      {inCard && <IconBadge icon={MessageCircle} className="mb-5" />}
      <h3 className={`font-bold text-ink ${inCard ? 'text-2xl' : 'text-xl'}`}>{copy.direct.title}</h3>
      <p className="mt-2 text-base leading-relaxed text-muted">{copy.direct.text}</p>
      <ChatOrCall
        page={page}
        chat={copy.direct.whatsapp}
        call={copy.direct.call}
        className={`mt-6 ${inCard ? '' : 'sm:flex-row sm:flex-wrap'}`}
      />
      <a href={feesHref} className="link link-action mt-4">
        {copy.fees}
      </a>
    </div>
  );
}
