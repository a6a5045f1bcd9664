import { Fragment } from 'react';
import type { PageContext } from '@/lib/page-context';
import { weeklySchedule } from '@/lib/hours';

/**
 * The clinic's week, a row for each run of days with the same sessions: the days, then each session or "Closed".
 * `lines` writes a row a line, "Mon–Sat: 9:30 AM – 1:00 PM and 3:30 PM – 6:00 PM" (the footer, a card's few lines);
 * `table` sets the days in a column beside their sessions, each session a line and a description of its days.
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
            <dd>
              {row.sessions.length
                ? row.sessions.map((session, i) => (
                    <Fragment key={session}>
                      {i > 0 && ` ${words.and} `}
                      {/* A session on one line where it is short; a Malayalam one, long, wraps at its words. */}
                      <span className="whitespace-nowrap ml:whitespace-normal">{session}</span>
                    </Fragment>
                  ))
                : words.closed}
            </dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {rows.map((row) => (
        <Fragment key={row.days}>
          <dt className="col-start-1 font-semibold">{row.days}</dt>
          {(row.sessions.length ? row.sessions : [words.closed]).map((text) => (
            <dd key={text} className="col-start-2">
              {text}
            </dd>
          ))}
        </Fragment>
      ))}
    </dl>
  );
}
