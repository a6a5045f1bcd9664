// Fees as a patient reads them and as search engines are told them, from the lines of src/content/fees.ts.
import type { FeeLine } from '@/model';
import { fill } from './template';

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
