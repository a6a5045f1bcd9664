import type { z } from 'zod';

/** The first message per field, as the form shows it (react-hook-form keeps the first issue of a field). */
export function firstErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

/** 23:30 on Tuesday 24 November 2026 in Kottayam (18:00 UTC). */
export const TUE_2330_IST = new Date('2026-11-24T18:00:00Z');
/** 00:30 on Wednesday 25 November 2026 in Kottayam, still Tuesday evening in UTC and in the Americas. */
export const WED_0030_IST = new Date('2026-11-24T19:00:00Z');
