import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  checked,
  firstOf,
  isLooseEmail,
  isPhone,
  cleanAll,
  type FormRules,
} from './rules';
import { fill } from '@/lib/template';

export const ENQUIRY_SERVICES = ['dental-care', 'feedback', 'other'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

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

/** A valid, cleaned enquiry. */
export interface EnquiryRequest extends EnquiryInput {
  service: '' | EnquiryService;
}

const isEnquiryService = (value: string): value is '' | EnquiryService =>
  value === '' || (ENQUIRY_SERVICES as readonly string[]).includes(value);

export function enquiryRules(m: EnquiryMessages): FormRules<EnquiryInput, EnquiryRequest> {
  return (input) => {
    const v = cleanAll(input, ['message']);
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
