import type { Copy, Locale } from '@/content';
import type { FeeLine } from '@/content/schema';
import { feeText } from '@/lib/fees';

interface Props {
  lines: readonly FeeLine[];
  locale: Locale;
  copy: Copy['fees'];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Treatments and their fees, one row each: the treatment (with its note, "per tooth") and the amount in rupees. */
export function FeeTable({ lines, locale, copy, labelledBy }: Props) {
  return (
    <table aria-labelledby={labelledBy} className="fee-table">
      <thead className="sr-only">
        <tr>
          <th scope="col">{copy.columns.treatment}</th>
          <th scope="col">{copy.columns.fee}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.treatment.en}>
            <th scope="row">
              {line.treatment[locale]}
              {line.note && <span className="fee-note">{line.note[locale]}</span>}
            </th>
            <td>{feeText(line, copy.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
