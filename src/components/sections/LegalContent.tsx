import { CircleCheck } from '@/components/ui/icons';
import type { Copy } from '@/content';
import type { Clinic } from '@/content/schema';
import { telLink } from '@/lib/whatsapp';
import { Container } from '@/components/ui/Section';
import { Tpl } from '@/components/ui/Tpl';

type Privacy = Copy['legal']['privacy'];

interface Props {
  clinic: Clinic;
  /** A statement: summary and titled parts; only the privacy notice has links to other companies' policies. */
  copy: Pick<Privacy, 'summary' | 'sections'> & { links?: Privacy['links'] };
  newTab: string;
}

const link = 'font-medium text-primary underline underline-offset-4 hover:text-primary-strong';

/** The privacy notice or the accessibility statement: a short summary, then one titled part per topic. */
export function LegalContent({ clinic, copy, newTab }: Props) {
  const external = (key: keyof Privacy['links']) =>
    copy.links && (
      <a href={copy.links[key].href} target="_blank" rel="noopener noreferrer" className={link}>
        {copy.links[key].text}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  const values = {
    phone: (
      <a href={telLink(clinic.phones.appointments.e164)} className={`${link} whitespace-nowrap`}>
        {clinic.phones.appointments.display}
      </a>
    ),
    email: (
      <a href={`mailto:${clinic.email}`} className={`${link} wrap-anywhere`}>
        {clinic.email}
      </a>
    ),
    whatsappPolicy: external('whatsappPolicy'),
    googlePolicy: external('googlePolicy'),
  };
  return (
    <div className="bg-white py-12 sm:py-16">
      <Container>
        <div className="mx-auto max-w-3xl">
          <section aria-labelledby="statement-summary">
            <div className="rounded-card border border-primary/20 bg-primary-soft p-6 sm:p-8">
              <h2 id="statement-summary" className="text-xl font-semibold text-primary-strong sm:text-2xl">
                {copy.summary.title}
              </h2>
              <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
                {copy.summary.points.map((point) => (
                  <li key={point} className="flex gap-3 text-base text-ink">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </section>

          {copy.sections.map((part) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-title`} className="mt-10 sm:mt-12">
              <h2 id={`${part.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
                {part.title}
              </h2>
              {part.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-lg leading-relaxed text-pretty text-muted">
                  <Tpl text={paragraph} values={values} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
