import { CalendarCheck, Phone } from '@/components/ui/icons';
import { routes } from '@/lib/routes';
import { fill } from '@/lib/template';
import { telLink } from '@/lib/whatsapp';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  /** The heading, text and buttons' labels; `callLabel` may hold {phone}, the number as printed ("Call {phone}"). */
  words: { title: string; text: string; bookLabel: string; callLabel: string };
  /** Distinguishes two call-to-action blocks on one page. */
  id?: string;
}

/** The closing call to action of a page: book on the home page's form, or call the clinic. */
export function BookingCta({ page, words, id = 'booking-cta' }: Props) {
  const { title, text, bookLabel, callLabel } = words;
  const phone = page.clinic.phones.appointments;
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="bg-white py-16 sm:py-20 print:hidden">
      <Container>
        <div className="relative overflow-hidden rounded-card bg-primary-strong [--focus-ring:white] px-6 py-12 text-center text-white shadow-card sm:px-12 sm:py-16">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-primary opacity-60"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-28 -left-20 size-56 rounded-full bg-primary opacity-40"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-white/90">{text}</p>
            <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
              {/* The booking page of its own: lighter than the home page, and the same form. */}
              <ButtonLink
                href={page.href(routes.book)}
                variant="inverse"
                className="focus-visible:outline-white"
                icon={CalendarCheck}
              >
                {bookLabel}
              </ButtonLink>
              <a
                href={telLink(phone.e164)}
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white/80 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
              >
                <Phone aria-hidden="true" className="size-5" />
                {fill(callLabel, { phone: phone.display })}
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
