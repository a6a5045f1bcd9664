import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  checked,
  firstOf,
  isLooseEmail,
  isPhone,
  trimAll,
  type FormRules,
} from './rules';
import { fill } from '@/lib/template';
import { forms } from '@/content/copy/en/forms';

export const ENQUIRY_SERVICES = ['dental-care', 'feedback', 'other'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

/** English enquiry topics: the clinic reads these in WhatsApp, as the English form shows them. */
export const enquiryServiceLabels: Record<EnquiryService, string> = forms.enquiry.services;

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

/** What the visitor types into the enquiry form. */
export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

/** A valid, trimmed enquiry. */
export interface EnquiryRequest extends EnquiryInput {
  service: '' | EnquiryService;
}

const isEnquiryService = (value: string): value is '' | EnquiryService =>
  value === '' || (ENQUIRY_SERVICES as readonly string[]).includes(value);

export function enquiryRules(m: EnquiryMessages): FormRules<EnquiryInput, EnquiryRequest> {
  return (input) => {
    const v = trimAll(input);
    return checked(v, {
      name: firstOf(v.name === '' && m.nameRequired, v.name.length > NAME_MAX && fill(m.nameMax, { max: NAME_MAX })),
      email: firstOf(
        v.email === '' && m.emailRequired,
        (v.email.length > EMAIL_MAX || !isLooseEmail(v.email)) && m.emailInvalid,
      ),
      // Optional, but a number the clinic cannot call back is worse than none.
      phone: firstOf(v.phone !== '' && !isPhone(v.phone) && m.phoneInvalid),
      // Not trimmed: empty, or one of the listed values.
      service: isEnquiryService(input.service) ? undefined : m.serviceInvalid,
      message: firstOf(
        v.message === '' && m.messageRequired,
        v.message.length > MESSAGE_MAX && fill(m.messageMax, { max: MESSAGE_MAX }),
      ),
    });
  };
}

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
