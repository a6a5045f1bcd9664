import type { FeeLine } from '@/model';
import { feeText } from '@/lib/fees';
import type { PageContext } from '@/build-time/page-context';

interface Props {
  page: PageContext;
  lines: readonly FeeLine[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Treatments and their fees, one row each: the treatment (with its note, "per tooth") and the amount in rupees. */
export function FeeTable({ page, lines, labelledBy }: Props) {
  const { locale } = page;
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
            <td>{feeText(line, words.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
