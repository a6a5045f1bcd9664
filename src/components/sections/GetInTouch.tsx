import { CalendarCheck, MapPin, Navigation, Phone, type Icon as IconComponent } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { mapsSearchUrl } from '@/lib/maps';
import { phoneList, telLink } from '@/lib/whatsapp';
import { ButtonLink } from '@/components/ui/Button';
import { Card, CardHeading } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';
import { Address } from '@/components/facts/Address';
import { WeekHours } from '@/components/facts/WeekHours';

interface Props {
  page: PageContext;
}

/** Three ways to reach the clinic: call, visit, book. */
export function GetInTouch({ page }: Props) {
  const { clinic, locale } = page;
  const words = page.words.home.getInTouch;
  const { newTab } = page.words.shell;
  const { appointments } = clinic.phones;
  const directions = mapsSearchUrl(clinic.geo);
  return (
    <Section id="get-in-touch" eyebrow={words.eyebrow} title={words.title} intro={words.intro}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3 lg:gap-8">
        <Tile Icon={Phone} title={words.call.title}>
          <p>{words.call.text}</p>
          <ul className="mt-4 space-y-2">
            {phoneList(clinic.phones).map((phone) => (
              <li key={phone.e164} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm">{phone.label[locale]}</span>
                <a href={telLink(phone.e164)} className="link inline-flex min-h-6 whitespace-nowrap">
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-6">
            <ButtonLink href={telLink(appointments.e164)} className="w-full" icon={Phone}>
              {words.call.button}
            </ButtonLink>
          </div>
        </Tile>
        <Tile Icon={MapPin} title={words.visit.title}>
          <Address page={page} className="text-ink" />
          <WeekHours page={page} layout="lines" className="mt-4 text-sm" />
          <div className="mt-auto pt-6">
            <ButtonLink href={directions} newTab={newTab} variant="secondary" className="w-full" icon={Navigation}>
              {words.visit.directions}
            </ButtonLink>
          </div>
        </Tile>
        <Tile Icon={CalendarCheck} title={words.book.title}>
          <p>{words.book.text}</p>
          <div className="mt-auto pt-6">
            <ButtonLink href="#appointment-booking" className="w-full" icon={CalendarCheck}>
              {words.book.button}
            </ButtonLink>
          </div>
        </Tile>
      </ul>
    </Section>
  );
}

function Tile({ Icon, title, children }: { Icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className="flex">
      <Card className="flex w-full flex-col p-6 text-base leading-relaxed text-muted sm:p-7">
        <CardHeading icon={Icon} layout="row-stack">
          {title}
        </CardHeading>
        {children}
      </Card>
    </li>
  );
}
