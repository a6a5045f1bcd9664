import type { ReactNode } from 'react';
import { Phone, ShieldCheck } from '@/components/ui/icons';
import { localePath, routes } from '@/lib/routes';
import { telLink } from '@/lib/whatsapp';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { Template } from '@/components/ui/Template';
import type { PageContext } from '@/lib/page-context';
import { WhatsAppButton } from '@/components/ui/ContactButtons';

interface Props {
  page: PageContext;
  /** The enquiry form island; the direct WhatsApp and call links below it always stay, for visitors without JavaScript. */
  children?: ReactNode;
}

export function EnquirySection({ page, children }: Props) {
  const { clinic, locale } = page;
  const { newTab } = page.words.shell;
  const copy = page.words.contact.enquiry;
  const { direct } = copy;
  const phone = clinic.phones.appointments;
  return (
    <Section id="enquiry" title={copy.title} intro={copy.intro} tone="surface">
      <Card className="mx-auto max-w-2xl p-6 sm:p-10">
        {children && <div className="mb-8 border-b border-line pb-8">{children}</div>}
        <h3 className={`font-semibold text-ink ${children ? 'text-lg' : 'text-xl sm:text-2xl'}`}>
          {children ? direct.titleWithForm : direct.title}
        </h3>
        <p className="mt-2 text-base text-muted">{direct.text}</p>
        <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <WhatsAppButton number={clinic.whatsapp} label={direct.whatsapp} newTab={newTab} />
          <ButtonLink href={telLink(phone.e164)} variant="secondary" className="text-center" icon={Phone}>
            <span>
              <Template
                text={direct.call}
                values={{ phone: <span className="whitespace-nowrap">{phone.display}</span> }}
              />
            </span>
          </ButtonLink>
        </div>
        {/* With the form, its own note already says this next to its button. */}
        {!children && (
          <p className="mt-6 flex gap-2 text-sm text-muted">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <Template
                text={copy.privacy}
                values={{
                  privacy: (
                    <a href={localePath(locale, routes.privacy)} className="link">
                      {copy.privacyLink}
                    </a>
                  ),
                }}
              />
            </span>
          </p>
        )}
      </Card>
    </Section>
  );
}
