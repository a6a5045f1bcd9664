import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Navigation, Phone, type Icon as IconComponent } from '@/components/ui/icons';
import { phoneList, telLink } from '@/lib/whatsapp';
import { Card, CardHeading } from '@/components/ui/Card';
import { DatedHours } from '@/components/facts/DatedHours';
import { OpenStatus } from '@/components/facts/OpenStatus';
import { Section } from '@/components/ui/Section';
import { mapsSearchUrl } from '@/lib/maps';
import { Address } from '@/components/facts/Address';
import { WeekHours } from '@/components/facts/WeekHours';
import type { PageContext } from '@/lib/page-context';
import { TextLink } from '@/components/ui/TextLink';

interface Props {
  page: PageContext;
}

const link = 'link link-action';

function InfoCard({ icon, title, children }: { icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className="flex">
      <Card className="flex w-full flex-col p-6 xl:p-5">
        <CardHeading icon={icon} layout="row">
          {title}
        </CardHeading>
        <div className="mt-1 flex flex-1 flex-col text-base text-muted">{children}</div>
      </Card>
    </li>
  );
}

/** Phone, e-mail, address and opening hours: four cards, two across on tablets, four on wide screens. */
export function ContactCards({ page }: Props) {
  const { clinic, locale } = page;
  const words = page.words.contact.cards;
  const { hours, newTab } = page.words.shell;
  const { phones } = clinic;
  // A narrow card wraps the e-mail address after the @, not in the middle of a word.
  const [mailbox, domain] = clinic.email.split('@');
  return (
    <Section id="reach-us" title={words.title}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4 xl:gap-4">
        <InfoCard icon={Phone} title={words.phone.title}>
          <p>{words.phone.text}</p>
          <dl className="mt-4 flex flex-col gap-3">
            {phoneList(phones).map((phone) => (
              <div key={phone.e164}>
                <dt className="text-sm font-medium text-muted">{phone.label[locale]}</dt>
                <dd>
                  <a href={telLink(phone.e164)} className={`${link} min-h-8 text-lg whitespace-nowrap`}>
                    <span className="sr-only">{`${words.phone.call} `}</span>
                    {phone.display}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </InfoCard>

        <InfoCard icon={Mail} title={words.email.title}>
          <p>{words.email.text}</p>
          <p className="mt-3">
            <a href={`mailto:${clinic.email}`} className="link inline-block py-1 wrap-anywhere">
              {mailbox}@<wbr />
              {domain}
            </a>
          </p>
        </InfoCard>

        <InfoCard icon={MapPin} title={words.address.title}>
          <Address page={page} named className="text-ink" />
          <p className="mt-auto pt-4">
            <TextLink href={mapsSearchUrl(clinic.geo)} newTab={newTab} icon={Navigation}>
              {words.address.directions}
            </TextLink>
          </p>
        </InfoCard>

        <InfoCard icon={Clock} title={words.hours.title}>
          <WeekHours page={page} className="text-ink" />
          <DatedHours page={page} className="mt-4 [&_p]:text-ink" />
          <p className="mt-4 min-h-lh">
            <OpenStatus className="font-semibold text-ink" />
          </p>
          <p className="mt-auto pt-4 text-sm">{hours.timeZoneNote}</p>
        </InfoCard>
      </ul>
    </Section>
  );
}
