// Fees as a patient reads them and as search engines are told them, from the lines of src/content/fees.ts.
import type { FeeLine } from '@/model';
import type { Locale } from '@/model/locales';
import { dayBefore } from '../model/days';
import { fill } from './template';
import { formatDay } from './formats';

/**
 * Rupees in Indian grouping, ₹1,50,000, in both editions. CLDR's Malayalam currency pattern groups in thousands
 * (`ml-IN` prints ₹150,000 in Node 20 and in Chromium), while Malayalam bills and papers, and CLDR's own Malayalam
 * number pattern, group in lakhs; `en-IN` writes that, with the same Western Arabic digits Malayalam uses.
 */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export const formatRupees = (amount: number): string => rupees.format(amount);

/** A line's figure as schema.org prices it: a fixed `price`, or `minPrice` with `maxPrice` when bounded above. */
export interface Price {
  price?: number;
  minPrice?: number;
  maxPrice?: number;
}

export function priceOf(line: Pick<FeeLine, 'fee' | 'from' | 'to'>): Price {
  if (line.fee !== undefined) return { price: line.fee };
  return line.to === undefined ? { minPrice: line.from! } : { minPrice: line.from!, maxPrice: line.to };
}

/** How a figure reads: "₹1,500", "₹4,000–₹8,000" (`range`) or "from ₹25,000" (`from`), in the page's words. */
export function feeText(line: Pick<FeeLine, 'fee' | 'from' | 'to'>, words: { range: string; from: string }): string {
  const { price, minPrice = 0, maxPrice } = priceOf(line);
  if (price !== undefined) return formatRupees(price);
  if (maxPrice !== undefined) return fill(words.range, { from: formatRupees(minPrice), to: formatRupees(maxPrice) });
  return fill(words.from, { amount: formatRupees(minPrice) });
}

/** A line's fee as a patient reads it on each day: the fee now, and for a line with a new fee from a coming day, both. */
export interface FeeOnDays {
  /** The fee until the new one starts (all along for a line without one): "₹300; ₹400 from 1 January 2027". */
  until: { text: string; last?: string };
  /** The new fee alone, from the day it starts. */
  after?: { text: string; first: string };
}

/** What a line's fee reads before and after its new fee starts, in the page's words. */
export function feeOnDays(
  line: FeeLine,
  words: { range: string; from: string; changing: string },
  locale: Locale,
): FeeOnDays {
  const now = feeText(line, words);
  if (!line.next) return { until: { text: now } };
  const starts = line.next.starts;
  const next = feeText(line.next, words);
  const date = formatDay(starts, locale);
  return {
    until: { text: fill(words.changing, { fee: now, next, date }), last: dayBefore(starts) },
    after: { text: next, first: starts },
  };
}
