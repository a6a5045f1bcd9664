import { Fragment } from 'react';
import type { PageContext } from '@/lib/page-context';
import { weeklySchedule } from '@/lib/hours';

/**
 * The clinic's week, a row for each run of days with the same sessions: the days, then each session or "Closed". Read
 * aloud and as text, a row says "Mon–Sat: 9:30 AM – 1:00 PM and 3:30 PM – 6:00 PM" in either layout: `lines` writes it
 * so, a row a line (the footer, a card's few lines); `table` sets the days in a column beside their sessions, a
 * session a line, and says the colon and the "and" to screen readers only.
 */
export function WeekHours({
  page,
  layout = 'table',
  className = '',
}: {
  page: PageContext;
  layout?: 'table' | 'lines';
  className?: string;
}) {
  const words = page.words.shell.hours;
  const rows = weeklySchedule(page.clinic.hours, words, page.locale);
  if (layout === 'lines')
    return (
      <dl className={`week-lines ${className}`}>
        {rows.map((row) => (
          <div key={row.days}>
            <dt>{`${row.days}: `}</dt>
            <dd>{row.sessions.join(` ${words.and} `) || words.closed}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 ${className}`}>
      {rows.map((row) => (
        <Fragment key={row.days}>
          <dt className="font-semibold">
            {row.days}
            <span className="sr-only">: </span>
          </dt>
          <dd>
            {row.sessions.length
              ? row.sessions.map((session, i) => (
                  <span key={session} className="block">
                    {i > 0 && <span className="sr-only">{` ${words.and} `}</span>}
                    {session}
                  </span>
                ))
              : words.closed}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
