import type { Locale } from '@/model/locales';
import type { EnquiryCopy } from '@/copy/en/forms';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import {
  ENQUIRY_SERVICES,
  emptyEnquiry,
  enquiryRules,
  type EnquiryInput,
  type EnquiryRequest,
} from '@/lib/forms/enquiry';
import { MESSAGE_MAX, NAME_MAX } from '@/lib/forms/rules';
import { ChatForm, type ChatFormProps } from './form/ChatForm';
import { FormField } from './form/FormField';
import { useFormState } from './form/useFormState';

export type EnquiryFormProps = ChatFormProps;

/** The enquiry form in the language of `copy` (EnquiryFormEn.tsx, EnquiryFormMl.tsx). */
export function EnquiryForm({ locale, copy, ...frame }: EnquiryFormProps & { locale: Locale; copy: EnquiryCopy }) {
  const { fields, messages } = copy;
  const form = useFormState<EnquiryInput, EnquiryRequest>(emptyEnquiry, () => enquiryRules(messages));

  return (
    <ChatForm kind="enquiry" locale={locale} form={form} words={copy} {...frame}>
      <FormField form={form} name="name" label={fields.name.label} limit={{ max: NAME_MAX, counter: copy.counter }}>
        <Input type="text" autoComplete="name" />
      </FormField>
      <FormField form={form} name="email" label={fields.email.label}>
        <Input type="email" autoComplete="email" placeholder={fields.email.placeholder} />
      </FormField>
      <FormField form={form} name="phone" label={fields.phone.label} optional={copy.optional}>
        <Input type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} />
      </FormField>
      <FormField form={form} name="service" label={fields.service.label} optional={copy.optional}>
        <Select>
          <option value="">{fields.service.placeholder}</option>
          {ENQUIRY_SERVICES.map((value) => (
            <option key={value} value={value}>
              {copy.services[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        form={form}
        name="message"
        label={fields.message.label}
        limit={{ max: MESSAGE_MAX, counter: copy.counter }}
        className="form-wide"
      >
        <Textarea rows={5} placeholder={fields.message.placeholder} />
      </FormField>
    </ChatForm>
  );
}
