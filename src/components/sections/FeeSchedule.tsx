import { Stethoscope } from '@/components/ui/icons';
import { Day } from '@/components/facts/Day';
import type { FeeLine, Fees, Service } from '@/model';
import { formatList } from '@/lib/formats';
import { servicePath } from '@/lib/routes';
import { fill } from '@/lib/template';
import { telLink } from '@/lib/whatsapp';
import { Container } from '@/components/ui/Section';
import { Template } from '@/components/ui/Template';
import { FeeTable } from './FeeTable';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  fees: Fees;
  services: readonly Service[];
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
export function FeeSchedule({ page, fees, services }: Props) {
  const { clinic, locale } = page;
  const words = page.words.fees;
  const groups: Group[] = [
    { id: 'fees-consultation', title: words.consultation, lines: fees.consultation, packages: [] },
    ...fees.services.map(({ service: slug, lines, packages = [] }) => {
      const service = services.find((s) => s.slug === slug)!;
      return {
        id: `fees-${slug}`,
        title: service.title[locale],
        href: page.href(servicePath(slug)),
        lines,
        packages,
      };
    }),
  ];
  const methods = formatList(
    clinic.paymentAccepted.map((m) => words.payment.methods[m]),
    locale,
  );
  const phone = clinic.phones.appointments;
  return (
    <section className="bg-white py-12 sm:py-16 print:py-0">
      <Container>
        <div className="flex gap-3 rounded-card border border-primary/20 bg-primary-soft p-5 text-ink sm:p-6 print:border-0 print:p-0 print:text-[8.5pt]">
          <Stethoscope aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong print:hidden" />
          <div>
            <p>{words.examination}</p>
            <p className="mt-2 font-semibold print:mt-0">
              <Template text={words.lastUpdated} values={{ date: <Day iso={fees.lastUpdated} locale={locale} /> }} />
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
              <FeeTable page={page} lines={group.lines} labelledBy={group.id} />
              {group.packages.length > 0 && (
                <>
                  <h3 id={`${group.id}-packages`} className="fee-packages-title">
                    {words.packages}
                  </h3>
                  <FeeTable page={page} lines={group.packages} labelledBy={`${group.id}-packages`} />
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
              {words.payment.title}
            </h2>{' '}
            <p className="mt-2 text-ink print:mt-0 print:inline">{fill(words.payment.text, { methods })}</p>
          </section>
          <div className="space-y-3 text-muted print:mt-1 print:space-y-0">
            <p>{words.law}</p>
            <p>
              <Template
                text={words.questions}
                values={{
                  phone: (
                    <a href={telLink(phone.e164)} className="link whitespace-nowrap">
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
