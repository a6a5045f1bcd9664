import { CalendarCheck, Phone } from '@/components/ui/icons';
import { fill } from '@/lib/template';
import { telLink } from '@/lib/whatsapp';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
}

/** The closing band: one line and the two main actions, booking and calling. */
export function EndingCta({ page }: Props) {
  const { clinic, locale } = page;
  const words = page.words.home.ending;
  const { appointments } = clinic.phones;
  return (
    <section aria-labelledby="ending-title" className="bg-primary py-16 [--focus-ring:white] text-white sm:py-20">
      <Container className="flex flex-col items-center text-center">
        <h2 id="ending-title" className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {words.title}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-pretty text-white/90">{words.text}</p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href="#appointment-booking" variant="inverse" className="shadow-raised" icon={CalendarCheck}>
            {words.book}
          </ButtonLink>
          {/* Same teal as the band, so the white border makes it read as the second, quieter action. */}
          <ButtonLink href={telLink(appointments.e164)} className="border-white" icon={Phone}>
            {words.call}
          </ButtonLink>
        </div>
        <p className="mt-5 text-base text-white/90">
          {fill(words.number, { label: appointments.label[locale], display: appointments.display })}
        </p>
      </Container>
    </section>
  );
}
