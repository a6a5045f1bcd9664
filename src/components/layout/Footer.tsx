import { Fragment, type ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, type Icon } from '@/components/ui/icons';
import type { Service } from '@/model';
import type { PageContext } from '@/lib/page-context';
import { routes, servicePath } from '@/lib/routes';
import { fill } from '@/lib/template';
import { phoneList, telLink } from '@/lib/whatsapp';
import { SpriteIcon } from '@/components/ui/icons';
import { Address } from '@/components/facts/Address';
import { CurrentYear } from '@/components/facts/CurrentYear';
import { WeekHours } from '@/components/facts/WeekHours';
import { DatedHours } from '@/components/facts/DatedHours';
import { OpenStatus } from '@/components/facts/OpenStatus';
import { ClinicText } from '@/components/facts/ClinicText';
import { Container } from '@/components/ui/Section';
import { Template } from '@/components/ui/Template';
import type { LogoImage } from '@/lib/picture';
import { Logo } from './Logo';

interface Props {
  page: PageContext;
  services: Service[];
  logo?: LogoImage | undefined;
  /** Whether the clinic has guides for patients: then the quick links lead to them. */
  guides?: boolean;
}

const quickLinks = ['home', 'about', 'services', 'fees', 'doctors', 'guides', 'contact'] as const;
const brands = { Facebook: 'facebook', Instagram: 'instagram', YouTube: 'youtube' } as const;

const heading = 'text-base font-semibold text-white';

/** The footer: the clinic and its links to social networks, two columns of links, how to reach it, then the fine print. */
export function Footer({ page, services, logo, guides = false }: Props) {
  const t = page.words.shell.footer;
  const quick = quickLinks
    .filter((key) => key !== 'guides' || guides)
    .map((key) => ({ key, href: page.href(routes[key]), text: t.quickLinks[key] }));
  const treatments = services.map((s) => ({
    key: s.slug,
    href: page.href(servicePath(s.slug)),
    text: s.title[page.locale],
  }));
  return (
    <footer className="bg-ink pb-40 [--focus-ring:white] text-white/85 sm:pb-24">
      <Container className="grid grid-cols-1 gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <FooterClinic page={page} logo={logo} />
        <FooterLinks id="footer-quick-links" title={t.quickLinksHeading} links={quick} />
        <FooterLinks id="footer-services" title={t.servicesHeading} links={treatments} />
        <FooterContact page={page} />
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Template text={t.copyright} values={{ year: <CurrentYear />, name: page.clinic.name }} />
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a className="footer-link" href={page.href(routes.privacy)}>
                {t.privacy}
              </a>
            </li>
            <li>
              <a className="footer-link" href={page.href(routes.accessibility)}>
                {t.accessibility}
              </a>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}

/** The clinic's name (or its logo, where it spells the name), its words about itself and its social networks. */
function FooterClinic({ page, logo }: { page: PageContext; logo?: LogoImage | undefined }) {
  const { clinic } = page;
  const t = page.words.shell.footer;
  const spellsName = logo && clinic.logoShowsName;
  return (
    <div>
      <p className="flex items-center gap-2 text-lg font-bold text-white">
        {/* A clinic's logo on white, as it was drawn to be seen; one that spells the name is the name. */}
        <Logo
          lazy
          image={logo}
          className="size-9"
          imageClassName={
            spellsName
              ? 'h-12 w-auto max-w-64 rounded-md bg-white object-contain p-1.5'
              : 'h-9 w-auto max-w-32 rounded-md bg-white object-contain p-1'
          }
          alt={spellsName ? clinic.name : undefined}
        />
        {!spellsName && clinic.name}
      </p>
      <p className="mt-4 text-sm leading-relaxed">
        <ClinicText page={page} text={clinic.about} />
      </p>
      {clinic.social.length > 0 && (
        <>
          <h2 className={`${heading} mt-6`}>{t.socialHeading}</h2>
          <ul className="mt-3 flex gap-3">
            {clinic.social.map((s) => {
              const brand = brands[s.network as keyof typeof brands];
              return (
                <li key={s.network}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fill(t.socialLink, { network: s.network })}
                    className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    {brand ? <SpriteIcon brand icon={brand} className="size-5" /> : s.network}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** A column of links under its heading, which names the navigation. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { key: string; href: string; text: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <a className="footer-link" href={link.href}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One way to reach the clinic in the footer, after its icon. */
function ContactItem({ icon: Drawn, children }: { icon: Icon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Drawn aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
      {children}
    </li>
  );
}

/** How to reach the clinic: its address, phones, e-mail and week, with whether it is open now. */
function FooterContact({ page }: { page: PageContext }) {
  const { clinic, locale } = page;
  const t = page.words.shell.footer;
  return (
    <div>
      <h2 className={heading}>{t.contactHeading}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        <ContactItem icon={MapPin}>
          <Address page={page} />
        </ContactItem>
        <ContactItem icon={Phone}>
          <span>
            {phoneList(clinic.phones).map((phone, i) => (
              <Fragment key={phone.e164}>
                {i > 0 && <br />}
                {`${phone.label[locale]}: `}
                <a className="footer-link" href={telLink(phone.e164)}>
                  {phone.display}
                </a>
              </Fragment>
            ))}
          </span>
        </ContactItem>
        <ContactItem icon={Mail}>
          <span>
            <span className="sr-only">{`${t.email}: `}</span>
            <a className="footer-link break-all" href={`mailto:${clinic.email}`}>
              {clinic.email}
            </a>
          </span>
        </ContactItem>
        <ContactItem icon={Clock}>
          <div>
            <span className="sr-only">{`${t.hoursHeading}: `}</span>
            <WeekHours page={page} layout="lines" />
            <OpenStatus className="mt-1 font-semibold text-white" />
            <DatedHours page={page} className="mt-2 [&_p]:text-white" />
          </div>
        </ContactItem>
      </ul>
    </div>
  );
}
