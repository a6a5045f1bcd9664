import { useId } from 'react';
import type { Locale } from '@/content/locales';
import type { EnquiryCopy } from '@/content/copy/en/forms';
import { Field } from '@/components/ui/Field';
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
import { MESSAGE_MAX, NAME_MAX, counterText } from '@/lib/forms/rules';
import { SubmitRow, loadAfterSubmit, useChatSubmit, type FormNotes } from './FormParts';
import { useFormState } from './useFormState';

export interface ContactFormProps {
  /** The page's language: the form's words are in it; the message to the clinic is always English. */
  locale: Locale;
  /** The note on required fields, the notice shown without JavaScript, and the privacy line. */
  notes: FormNotes;
  /** The clinic's WhatsApp number, E.164. */
  whatsapp: string;
  phone: { e164: string; display: string };
}

/** The enquiry form in the language of `copy` (ContactFormEn.tsx, ContactFormMl.tsx). */
export function ContactForm({ locale, notes, whatsapp, phone, copy }: ContactFormProps & { copy: EnquiryCopy }) {
  const id = useId();
  const { fields, messages } = copy;
  const { values, errors, field, submit, attach } = useFormState<EnquiryInput, EnquiryRequest>(emptyEnquiry, () =>
    enquiryRules(messages),
  );
  const { name, message } = values;
  const { hydrated, submitting, sent, offline, onSubmit } = useChatSubmit({
    submit,
    message: (after) => after.buildEnquiryMessage,
    whatsapp,
  });

  if (sent) return <sent.Panel locale={locale} form="enquiry" sent={sent} phone={phone} />;

  const counter = (value: string, max: number) => ({
    text: counterText(value.length, max, copy.counter),
    over: value.length > max,
  });

  return (
    <form
      ref={attach}
      noValidate
      onSubmit={onSubmit}
      onFocus={loadAfterSubmit}
      data-hydrated={hydrated ? '' : undefined}
      className="form-grid"
    >
      <p className="form-note">{notes.requiredNote}</p>
      <Field id={`${id}name`} label={fields.name.label} error={errors.name} counter={counter(name, NAME_MAX)}>
        <Input type="text" autoComplete="name" {...field('name')} />
      </Field>
      <Field id={`${id}email`} label={fields.email.label} error={errors.email}>
        <Input type="email" autoComplete="email" placeholder={fields.email.placeholder} {...field('email')} />
      </Field>
      <Field id={`${id}phone`} label={fields.phone.label} optional={copy.optional} error={errors.phone}>
        <Input type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} {...field('phone')} />
      </Field>
      <Field id={`${id}service`} label={fields.service.label} optional={copy.optional} error={errors.service}>
        <Select {...field('service')}>
          <option value="">{fields.service.placeholder}</option>
          {ENQUIRY_SERVICES.map((value) => (
            <option key={value} value={value}>
              {copy.services[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}message`}
        label={fields.message.label}
        error={errors.message}
        counter={counter(message, MESSAGE_MAX)}
        className="form-wide"
      >
        <Textarea rows={5} placeholder={fields.message.placeholder} {...field('message')} />
      </Field>
      <SubmitRow
        copy={copy}
        hydrated={hydrated}
        submitting={submitting}
        offline={offline}
        label={copy.submit}
        busyLabel={copy.submitting}
        notes={notes}
      />
    </form>
  );
}
