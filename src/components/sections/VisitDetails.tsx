import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Section';
import { MapPin } from '@/components/ui/icons';
import { mapsSearchUrl } from '@/lib/maps';
import { routes } from '@/lib/routes';
import { scriptJson } from '@/lib/script-json';
import { fill } from '@/lib/template';
import type { PageContext } from '@/lib/page-context';
import type { Doctor } from '@/model';
import { weekData } from '@/lib/hours';
import { datedRows } from '@/components/facts/DatedHours';
import { Address } from '@/components/facts/Address';
import { addressLine } from '@/lib/address';
import { TextLink } from '@/components/ui/TextLink';
import { ChatOrCall } from '@/components/facts/ChatOrCall';

interface Props {
  page: PageContext;
  /** The doctors a link may name. */
  doctors: readonly Pick<Doctor, 'id' | 'name'>[];
  /** The page's script, inline right after the appointment card, which it fills as soon as it is parsed. */
  fillScript?: string;
}

const heading = 'text-xl font-bold text-ink';

/**
 * The appointment a confirmation link names, and what every patient needs around it. The script right after the card
 * (`fillScript`) reads the link, fills the `data-visit` parts and shows the one that applies: the appointment, a link
 * that holds none, or one that has passed. Directions, what to bring and how to change stay readable without it.
 */
export function VisitDetails({ page, doctors, fillScript }: Props) {
  const { clinic, locale } = page;
  const words = page.words.appointments.visit;
  const { newTab } = page.words.shell;
  const { address, phones } = clinic;
  const { appointments } = phones;
  // The dates ahead with hours of their own, each with its line and its sessions: an appointment on such a day, outside
  // them, is shown with that day's hours (a holiday or a half day announced after the appointment was made).
  const { dates } = weekData(clinic.hours, locale);
  const dated = datedRows(page).map((row) => ({ ...row, sessions: dates[row.from]?.sessions ?? [] }));
  // What the script needs besides the card: the words it fills in, the doctors a link may name, the calendar entry.
  const data = {
    locale,
    when: words.when,
    local: words.local,
    doctor: words.doctor,
    datedWords: words.dated,
    dated,
    past: words.past.text,
    doctors: Object.fromEntries(doctors.map((d) => [d.id, d.name])),
    event: {
      title: fill(words.calendarTitle, { brand: clinic.name }),
      location: `${clinic.name}, ${addressLine(address, locale)}`,
      description: fill(words.calendarNote, { phone: appointments.display }),
    },
  };
  const book = (
    <ButtonLink href={page.href(routes.book)} className="mt-5">
      {words.book}
    </ButtonLink>
  );
  return (
    <>
      <script type="application/json" id="visit-data" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      <div className="bg-surface py-12 sm:py-16">
        <Container className="grid gap-6 lg:grid-cols-2">
          <Card className="p-6 sm:p-8 lg:col-span-2" aria-live="polite">
            <noscript>
              <p className="text-lg text-ink">{words.noScript}</p>
            </noscript>
            <div data-visit="appointment" hidden>
              <p data-visit="when" className="text-2xl font-bold text-balance text-primary-strong sm:text-3xl" />
              <p className="mt-2 text-base text-muted">{words.timeZone}</p>
              <p data-visit="local" className="mt-1 text-base text-ink" hidden />
              <p data-visit="doctor" className="mt-3 text-lg font-semibold text-ink" hidden />
              <p data-visit="dated" className="mt-3 text-base font-semibold text-danger" hidden />
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <a data-visit="ics" download="appointment.ics" href="#main" className="btn btn-primary">
                  {words.ics}
                </a>
                <a data-visit="google" href="#main" target="_blank" rel="noopener" className="btn btn-secondary">
                  {words.google}
                  <span className="sr-only">{` ${newTab}`}</span>
                </a>
              </div>
              <p className="mt-3 text-sm text-muted">{words.icsNote}</p>
            </div>
            <div data-visit="invalid" hidden>
              <h2 className={heading}>{words.invalid.title}</h2>
              <p className="mt-2 text-base text-ink">{words.invalid.text}</p>
              {book}
            </div>
            <div data-visit="past" hidden>
              <h2 className={heading}>{words.past.title}</h2>
              <p data-visit="past-text" className="mt-2 text-base text-ink" />
              {book}
            </div>
          </Card>
          {/* Before the cards below are parsed: the card is filled before they are drawn, so they never move. */}
          {fillScript && <script dangerouslySetInnerHTML={{ __html: fillScript }} />}
          <Card className="p-6">
            <h2 className={heading}>{words.directions.title}</h2>
            <Address page={page} named className="mt-3 text-base text-ink" />
            <TextLink href={mapsSearchUrl(clinic.geo)} newTab={newTab} icon={MapPin} className="mt-4">
              {words.directions.map}
            </TextLink>
          </Card>
          <Card className="p-6">
            <h2 className={heading}>{words.bring.title}</h2>
            <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-base text-ink">
              {words.bring.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card className="p-6 lg:col-span-2">
            <h2 className={heading}>{words.change.title}</h2>
            <p className="mt-2 text-base text-ink">{words.change.text}</p>
            <ChatOrCall
              page={page}
              chat={words.change.whatsapp}
              call={words.change.call}
              className="mt-5 sm:flex-row sm:flex-wrap"
            />
          </Card>
        </Container>
      </div>
    </>
  );
}
