import { shortAddress } from '@/lib/address';
import { Clock, MapPin, Phone } from '@/components/ui/icons';
import type { PageContext } from '@/lib/page-context';
import { clinicToday, shownOn } from '@/lib/dates';
import { compactWeek } from '@/lib/hours';
import { datedRows } from '@/components/facts/DatedHours';
import { telLink } from '@/lib/whatsapp';
import { OpenStatus } from '@/components/facts/OpenStatus';
import { Container } from '@/components/ui/Section';

interface Props {
  page: PageContext;
}

/**
 * Address, hours (that day's own on a holiday or a half day) and appointments number above the header; hidden below
 * 768 px where the header has less room.
 */
export function InfoBar({ page }: Props) {
  const { clinic, locale } = page;
  const words = page.words.shell;
  const week = compactWeek(clinic.hours, words.hours, locale);
  const today = clinicToday(new Date());
  const dated = datedRows(page);
  return (
    <aside
      aria-label={words.infoBar.label}
      className="hidden bg-primary-strong [--focus-ring:white] text-sm text-white md:block"
    >
      <Container className="flex items-center justify-between gap-6 py-2">
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{`${words.infoBar.address}: `}</span>
          {shortAddress(clinic.address, locale)}
        </p>
        <p className="hidden items-center gap-2 lg:flex">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{`${words.infoBar.hours}: `}</span>
          {/* On a day with hours of its own (a holiday, a half day), its line stands in for the weekly hours: shown by
              the page's own clock, before the bar is drawn (ShownByDate.astro), and styled in shell.css. */}
          {dated.map((row) => (
            <span
              key={row.from}
              className="dated-today"
              data-shown-from={row.from}
              data-shown-until={row.until}
              hidden={!shownOn(today, row.from, row.until)}
            >
              {row.text}
            </span>
          ))}
          <span className="weekly-hours">{week}</span>
        </p>
        {/* Where the weekly hours do not fit (768–1023 px), whether the clinic is open now stands in for them. */}
        <p className="lg:hidden">
          <OpenStatus className="font-semibold" />
        </p>
        <a
          href={telLink(clinic.phones.appointments.e164)}
          className="flex items-center gap-2 font-semibold hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{`${words.infoBar.phone}: `}</span>
          <span className="whitespace-nowrap">{clinic.phones.appointments.display}</span>
        </a>
      </Container>
    </aside>
  );
}
