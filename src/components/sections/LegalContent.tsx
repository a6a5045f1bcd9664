import { CircleCheck } from '@/components/ui/icons';
import type { Copy } from '@/copy';
import { telLink } from '@/lib/whatsapp';
import { addressLine } from '@/lib/address';
import { formatList } from '@/lib/formats';
import { Container } from '@/components/ui/Section';
import { Template } from '@/components/ui/Template';
import type { PageContext } from '@/lib/page-context';
import { countedEvents } from '@/lib/count';

type Privacy = Copy['legal']['privacy'];
type Part = Privacy['sections'][number];

interface Props {
  page: PageContext;
  /** A statement: summary and titled parts; only the privacy notice has links to other companies' policies. */
  words: {
    summary: Pick<Privacy['summary'], 'title' | 'points'> & Partial<Pick<Privacy['summary'], 'counted'>>;
  } & Pick<Privacy, 'sections'> & { links?: Privacy['links'] };
}

const link = 'link';

/** The privacy notice or the accessibility statement: a short summary, then one titled part per topic. */
export function LegalContent({ page, words }: Props) {
  const { clinic, locale } = page;
  const { newTab } = page.words.shell;
  const external = (key: keyof Privacy['links']) =>
    words.links && (
      <a href={words.links[key].href} target="_blank" rel="noopener noreferrer" className={link}>
        {words.links[key].text}
        <span className="sr-only">{` ${newTab}`}</span>
      </a>
    );
  const { address, counting } = clinic;
  // What the privacy notice says is counted follows the content's host and what the code counts.
  const counted = (part: Part) =>
    'counted' in part && part.counted
      ? {
          paragraphs: part.counted[counting.host],
          events: formatList(
            countedEvents.map((event) => part.events[event]),
            locale,
            'or',
          ),
        }
      : undefined;
  const values = {
    brand: clinic.name,
    address: addressLine(address, locale),
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
    keepDays: String(counting.keepDays),
  };
  const points = words.summary.counted
    ? [...words.summary.points, words.summary.counted[counting.host]]
    : words.summary.points;
  return (
    <div className="bg-white py-12 sm:py-16">
      <Container>
        <div className="mx-auto max-w-3xl">
          <section aria-labelledby="statement-summary">
            <div className="rounded-card border border-primary/20 bg-primary-soft p-6 sm:p-8">
              <h2 id="statement-summary" className="text-xl font-semibold text-primary-strong sm:text-2xl">
                {words.summary.title}
              </h2>
              <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
                {points.map((point) => (
                  <li key={point} className="flex gap-3 text-base text-ink">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </section>

          {words.sections.map((part) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-title`} className="mt-10 sm:mt-12">
              <h2 id={`${part.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
                {part.title}
              </h2>
              {(counted(part)?.paragraphs ?? part.paragraphs).map((paragraph) => (
                <p key={paragraph} className="mt-3 text-lg leading-relaxed text-pretty text-muted">
                  <Template text={paragraph} values={{ ...values, events: counted(part)?.events ?? '' }} />
                </p>
              ))}
              <Storage part={part} />
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}

/**
 * What the website keeps in a browser, key by key, each key in a <code> marked with its storage area
 * (data-storage="localStorage"), so that a test can compare the list with what a browser really holds.
 */
function Storage({ part }: { part: Part }) {
  if (!('storage' in part) || !part.storage) return null;
  return (
    <>
      <ul className="mt-4 space-y-3">
        {part.storage.map((item) => (
          <li key={`${item.area} ${item.key}`} className="rounded-xl bg-surface p-4 text-lg leading-relaxed text-muted">
            <code data-storage={item.area} className="rounded bg-white px-1.5 py-0.5 font-semibold text-ink">
              {item.key}
            </code>{' '}
            {item.text}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-lg leading-relaxed text-pretty text-muted">{part.after}</p>
    </>
  );
}
