import { z } from './zod';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, isLooseEmail, isPhone } from './rules';
import { fill } from '@/lib/template';

export const ENQUIRY_SERVICES = ['dental-care', 'feedback', 'other'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

/** English enquiry topics: the clinic reads these in WhatsApp, and the English form shows them. */
export const enquiryServiceLabels: Record<EnquiryService, string> = {
  'dental-care': 'Dental Care enquiry',
  feedback: 'Feedback',
  other: 'Other',
};

/** The enquiry form's validation messages, in the page's language. `{max}` is filled in. */
export interface EnquiryMessages {
  nameRequired: string;
  nameMax: string;
  emailRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
  serviceInvalid: string;
  messageRequired: string;
  messageMax: string;
}

export function enquirySchema(m: EnquiryMessages) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, m.nameRequired)
      .max(NAME_MAX, fill(m.nameMax, { max: NAME_MAX })),
    email: z
      .string()
      .trim()
      .min(1, m.emailRequired)
      .max(EMAIL_MAX, m.emailInvalid)
      .refine((v) => v === '' || isLooseEmail(v), m.emailInvalid),
    // Optional, but a number the clinic cannot call back is worse than none.
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || isPhone(v), m.phoneInvalid),
    service: z.string().pipe(z.enum(['', ...ENQUIRY_SERVICES], { error: m.serviceInvalid })),
    message: z
      .string()
      .trim()
      .min(1, m.messageRequired)
      .max(MESSAGE_MAX, fill(m.messageMax, { max: MESSAGE_MAX })),
  });
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>;
/** A valid, trimmed enquiry. */
export type EnquiryRequest = z.output<ReturnType<typeof enquirySchema>>;

export const emptyEnquiry: EnquiryInput = { name: '', email: '', phone: '', service: '', message: '' };

/** The WhatsApp text of an enquiry. Always English, no emoji; `*...*` is WhatsApp bold. */
export function buildEnquiryMessage(r: EnquiryRequest): string {
  return [
    '*New Enquiry from Website*',
    '',
    `Name: ${r.name}`,
    `Email: ${r.email}`,
    `Phone: ${r.phone === '' ? 'Not provided' : r.phone}`,
    `Service Interest: ${r.service === '' ? 'General Inquiry' : enquiryServiceLabels[r.service]}`,
    '',
    '*Message*',
    r.message === '' ? 'No additional message provided' : r.message,
    '',
    'Please get back to me at your earliest convenience.',
  ].join('\n');
}
