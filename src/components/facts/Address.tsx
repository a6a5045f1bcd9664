import { Fragment } from 'react';
import type { PageContext } from '@/lib/page-context';
import { addressLines } from '@/lib/address';

/**
 * The clinic's address in the page's language, a line each (src/lib/address.ts), after the clinic's name when
 * `named`. One order and one punctuation wherever a page shows it.
 */
export function Address({
  page,
  named = false,
  className = '',
}: {
  page: PageContext;
  named?: boolean;
  className?: string;
}) {
  const lines = [...(named ? [page.clinic.name] : []), ...addressLines(page.clinic.address, page.locale)];
  return (
    <address className={`not-italic ${className}`}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
