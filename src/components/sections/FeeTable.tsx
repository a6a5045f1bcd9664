import type { FeeLine } from '@/model';
import { clinicToday, shownOn } from '@/lib/dates';
import { feeOnDays, type FeeOnDays } from '@/lib/fees';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  lines: readonly FeeLine[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Treatments and their fees, one row each: the treatment (with its note, "per tooth") and the amount in rupees. */
export function FeeTable({ page, lines, labelledBy }: Props) {
  const { locale } = page;
  const today = clinicToday(new Date());
  const words = page.words.fees;
  return (
    <table aria-labelledby={labelledBy} className="fee-table">
      <thead className="sr-only">
        <tr>
          <th scope="col">{words.columns.treatment}</th>
          <th scope="col">{words.columns.fee}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.treatment.en}>
            <th scope="row">
              {line.treatment[locale]}
              {line.note && <span className="fee-note">{line.note[locale]}</span>}
            </th>
            <td>
              <Fee fee={feeOnDays(line, words.amount, locale)} today={today} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A line's fee; one with a new fee from a coming day reads "₹300; ₹400 from 1 January 2027" until then and "₹400" from
 * then, each marked with its days: the build shows the one of its day, and the page's clock the one of the day it is
 * read (ShownByDate.astro, after the table).
 */
function Fee({ fee, today }: { fee: FeeOnDays; today: string }) {
  if (!fee.after) return fee.until.text;
  return (
    <>
      <span data-shown-until={fee.until.last} hidden={!shownOn(today, undefined, fee.until.last)}>
        {fee.until.text}
      </span>
      <span data-shown-from={fee.after.first} hidden={!shownOn(today, fee.after.first, undefined)}>
        {fee.after.text}
      </span>
    </>
  );
}
