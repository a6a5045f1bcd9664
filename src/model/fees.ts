// The fee schedule (src/content/fees.yaml; Kerala Clinical Establishments Act, 2018, section 39): the consultation,
// then each service's lines.
import { checked, date, list, mayBeEmpty, number, object, optional, relation, words } from './fields';

/** A fee in whole rupees. */
const rupees = (label: string) =>
  optional(
    number({
      label,
      min: 1,
      messages: {
        type: 'must be an amount in rupees, such as 1500',
        whole: 'must be a whole number of rupees',
        min: 'must be more than 0',
      },
    }),
  );

/** A fee written as `fee` (a fixed fee), `from` and `to` (a range), or `from` alone (the lowest fee). */
interface Figure {
  fee?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}
const oneFigure = (line: Figure, problem: (message: string, field?: string) => void) => {
  if (line.fee !== undefined && (line.from !== undefined || line.to !== undefined))
    problem('give either a fixed fee, or from (and to for a range), not both', 'fee');
  else if (line.to !== undefined && line.from === undefined) problem('is required when to is given', 'from');
  else if (line.fee === undefined && line.from === undefined)
    problem('is required: a fixed fee, or from (and to for a range)', 'fee');
  else if (line.to !== undefined && line.from !== undefined && line.to <= line.from)
    problem(`must be more than from (${line.from})`, 'to');
};

/** The fee a line will have from a coming day: until then the page shows both, from then the new one alone. */
const nextFee = checked(
  object(
    {
      starts: date({ label: 'New fee from', hint: 'The day the new fee starts, e.g. 1/1/2027.' }),
      fee: rupees('New fixed fee (₹)'),
      from: rupees('New from (₹)'),
      to: rupees('New to (₹)'),
    },
    {
      label: 'A new fee from a coming day',
      hint: 'Only when the fee changes on a known day: until then the page shows both ("₹300; ₹400 from 1 January 2027"), from then the new one. Once it has started, write it as the fee above and empty this.',
      collapsed: true,
    },
  ),
  oneFigure,
);

/**
 * One line of the fees: a treatment and its fee, written as `fee` (a fixed fee), `from` and `to` (a range), or
 * `from` alone (the lowest fee); with a short note where it matters ("per tooth"), and the fee it will have from a
 * coming day (`next`).
 */
export const feeLine = checked(
  object({
    treatment: words({ label: 'Treatment' }),
    fee: rupees('Fixed fee (₹)'),
    from: rupees('From (₹)'),
    to: rupees('To (₹)'),
    note: optional(
      words({ label: 'Note, e.g. per tooth', hint: 'Only where it matters. Leave both empty for no note.' }),
    ),
    next: optional(nextFee),
  }),
  oneFigure,
);

const feeLines = (label: string, meta: { optional?: boolean } = {}) =>
  list(feeLine, {
    label,
    singular: 'fee',
    hint: 'Each line: a fixed fee, or "from" and "to" for a range, or "from" alone (shown as "from ₹25,000"). Whole rupees.',
    summary: '{{fields.treatment.en}}',
    least: [1, 'list at least one fee'],
    ...meta,
  });

export const feesFields = object({
  /** The day the clinic last checked these fees; the build warns when it is more than 12 months ago. */
  lastUpdated: date({
    label: 'Fees last checked on',
    hint: 'Day, month and year, e.g. 25/12/2026. Change it whenever the clinic checks its fees; the build warns when it is more than a year old.',
  }),
  consultation: feeLines('Consultation and X-rays'),
  services: mayBeEmpty(
    list(
      object({
        /** The slug of a service (its file in src/content/services/). */
        service: relation('services', {
          label: 'Service',
          value: 'slug',
          search: ['title.en', 'slug'],
          display: ['title.en'],
        }),
        lines: feeLines('Treatments and their fees'),
        packages: optional(feeLines('Package rates')),
      }),
      { label: 'Fees of each service', singular: 'service', summary: '{{fields.service}}' },
    ),
  ),
});
