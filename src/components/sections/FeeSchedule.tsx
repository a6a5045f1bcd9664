import { Stethoscope } from '@/components/ui/icons';
import type { Copy, Locale } from '@/content';
import type { Clinic, FeeLine, Fees, Service } from '@/content/schema';
import { languageTags } from '@/content/locales';
import { localePath, servicePath } from '@/lib/routes';
import { fill } from '@/lib/template';
import { telLink } from '@/lib/whatsapp';
import { Container } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';
import { FeeTable } from './FeeTable';

interface Props {
  fees: Fees;
  services: readonly Service[];
  clinic: Clinic;
  locale: Locale;
  copy: Copy['fees'];
}

interface Group {
  id: string;
  title: string;
  href?: string;
  lines: readonly FeeLine[];
  packages: readonly FeeLine[];
}

/**
 * Every fee of the clinic: the consultation, then each service's lines and package rates, with the date they were
 * checked, how to pay and the promise that the final cost is confirmed after examination. Printed, it is one page.
 */
export function FeeSchedule({ fees, services, clinic, locale, copy }: Props) {
  const groups: Group[] = [
    { id: 'fees-consultation', title: copy.consultation, lines: fees.consultation, packages: [] },
    ...fees.services.map(({ service: slug, lines, packages = [] }) => {
      const service = services.find((s) => s.slug === slug)!;
      return {
        id: `fees-${slug}`,
        title: service.title[locale],
        href: localePath(locale, servicePath(slug)),
        lines,
        packages,
      };
    }),
  ];
  const updated = new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${fees.lastUpdated}T00:00:00Z`),
  );
  const methods = new Intl.ListFormat(languageTags[locale], { type: 'conjunction' }).format(
    clinic.paymentAccepted.map((m) => copy.payment.methods[m]),
  );
  const phone = clinic.phones.appointments;
  return (
    <section className="bg-white py-12 sm:py-16 print:py-0">
      <Container>
        <div className="flex gap-3 rounded-card border border-primary/20 bg-primary-soft p-5 text-ink sm:p-6 print:border-0 print:p-0 print:text-[8.5pt]">
          <Stethoscope aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong print:hidden" />
          <div>
            <p>{copy.examination}</p>
            <p className="mt-2 font-semibold print:mt-0">
              <Tpl text={copy.lastUpdated} values={{ date: <time dateTime={fees.lastUpdated}>{updated}</time> }} />
            </p>
          </div>
        </div>

        <div className="fee-groups">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id} className="fee-group">
              <h2 id={group.id} className="fee-group-title">
                {group.href ? (
                  <a href={group.href} className="hover:text-primary hover:underline">
                    {group.title}
                  </a>
                ) : (
                  group.title
                )}
              </h2>
              <FeeTable lines={group.lines} locale={locale} copy={copy} labelledBy={group.id} />
              {group.packages.length > 0 && (
                <>
                  <h3 id={`${group.id}-packages`} className="fee-packages-title">
                    {copy.packages}
                  </h3>
                  <FeeTable lines={group.packages} locale={locale} copy={copy} labelledBy={`${group.id}-packages`} />
                </>
              )}
            </section>
          ))}
        </div>

        <div className="mt-12 grid gap-6 sm:grid-cols-2 print:mt-1 print:block print:text-[8.5pt]">
          <section
            aria-labelledby="fees-payment"
            className="rounded-card border border-line bg-surface p-6 print:border-0 print:p-0"
          >
            <h2 id="fees-payment" className="text-xl font-bold text-ink print:inline print:text-[8.5pt]">
              {copy.payment.title}
            </h2>{' '}
            <p className="mt-2 text-ink print:mt-0 print:inline">{fill(copy.payment.text, { methods })}</p>
          </section>
          <div className="space-y-3 text-muted print:mt-1 print:space-y-0">
            <p>{copy.law}</p>
            <p>
              <Tpl
                text={copy.questions}
                values={{
                  phone: (
                    <a
                      href={telLink(phone.e164)}
                      className="font-semibold whitespace-nowrap text-primary underline underline-offset-4"
                    >
                      {phone.display}
                    </a>
                  ),
                }}
              />
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
