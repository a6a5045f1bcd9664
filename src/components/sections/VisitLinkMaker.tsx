import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';
import type { Doctor } from '@/model';
import { routes } from '@/lib/routes';
import { scriptJson } from '@/lib/script-json';
import { fill } from '@/lib/template';

interface Props {
  page: PageContext;
  doctors: readonly Pick<Doctor, 'id' | 'name'>[];
}

const label = 'field-label';

/**
 * The staff page's form: date, time and doctor in; the link and the two replies out, each with a copy button. Its
 * script (src/scripts/visit-new.ts) writes the outputs as the fields change; nothing is sent anywhere.
 */
export function VisitLinkMaker({ page, doctors }: Props) {
  const words = page.words.appointments.visitNew;
  const output = (id: string, text: string, rows?: number) => (
    <div className="field sm:col-span-3">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {rows ? (
        <textarea id={id} readOnly rows={rows} className="control control-textarea" />
      ) : (
        <input id={id} type="url" readOnly className="control" />
      )}
      <button type="button" data-copy={id} className="btn btn-secondary mt-2 self-start">
        {words.copy}
      </button>
    </div>
  );
  return (
    <div className="bg-surface py-12 sm:py-16">
      <Container>
        <Card className="p-6 sm:p-8">
          <div data-visit-new className="grid grid-cols-1 gap-5 sm:grid-cols-3">
            <div className="field">
              <label htmlFor="visit-date" className={label}>
                {words.date}
              </label>
              <input id="visit-date" name="d" type="date" required className="control" />
            </div>
            <div className="field">
              <label htmlFor="visit-time" className={label}>
                {words.time}
              </label>
              <input id="visit-time" name="t" type="time" step={300} required className="control" />
            </div>
            <div className="field">
              <label htmlFor="visit-doctor" className={label}>
                {words.doctor}
              </label>
              <select id="visit-doctor" name="doc" className="control">
                <option value="">{words.anyDoctor}</option>
                {doctors.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
            <p data-visit-empty className="text-sm text-muted sm:col-span-3">
              {words.empty}
            </p>
            {output('visit-link', words.link)}
            {output('visit-reply-en', words.replyEn, 4)}
            {output('visit-reply-ml', words.replyMl, 4)}
            <p
              role="status"
              data-visit-status
              data-copied={words.copied}
              className="text-sm font-medium text-primary-strong sm:col-span-3"
            />
          </div>
        </Card>
      </Container>
    </div>
  );
}

/** The replies in every language, each pointing at the appointment page in its language, for the page's script. */
export function VisitReplies({ editions }: { editions: PageContext[] }) {
  const data = Object.fromEntries(
    editions.map(({ locale, words, clinic, href }) => [
      locale,
      {
        path: href(routes.visit),
        reply: fill(words.appointments.visitNew.reply, { brand: clinic.name }),
        doctor: words.appointments.visitNew.replyDoctor,
        when: words.appointments.visit.when,
      },
    ]),
  );
  return <script type="application/json" id="visit-new-data" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
