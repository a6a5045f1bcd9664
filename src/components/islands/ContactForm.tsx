import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { EnquiryCopy } from '@/content/copy/en/forms';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import {
  ENQUIRY_SERVICES,
  buildEnquiryMessage,
  emptyEnquiry,
  enquirySchema,
  type EnquiryInput,
  type EnquiryRequest,
} from '@/lib/forms/enquiry';
import { MESSAGE_MAX, NAME_MAX, counterText } from '@/lib/forms/rules';
import { SentPanel, SubmitRow, useChatSubmit } from './FormParts';

export interface ContactFormProps {
  /** `{ ...forms.shared, ...forms.enquiry }` of the page's language. */
  copy: EnquiryCopy;
  /** The clinic's WhatsApp number, E.164. */
  whatsapp: string;
  phone: { e164: string; display: string };
}

export function ContactForm({ copy, whatsapp, phone }: ContactFormProps) {
  const id = useId();
  const { fields, messages } = copy;
  const schema = enquirySchema(messages);
  const form = useForm<EnquiryInput, unknown, EnquiryRequest>({
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
    defaultValues: emptyEnquiry,
    resolver: zodResolver(schema),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [name, message] = useWatch({ control, name: ['name', 'message'] });
  const { hydrated, submitting, sent, onSubmit } = useChatSubmit({
    form,
    isValid: (values) => schema.safeParse(values).success,
    message: buildEnquiryMessage,
    whatsapp,
  });

  if (sent) return <SentPanel copy={copy} success={copy.success} sent={sent} phone={phone} />;

  const counter = (value: string, max: number) => ({
    text: counterText(value.length, max, copy.counter),
    over: value.length > max,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-hydrated={hydrated ? '' : undefined}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredNote}</p>
      <Field id={`${id}name`} label={fields.name.label} error={errors.name?.message} counter={counter(name, NAME_MAX)}>
        <Input type="text" autoComplete="name" placeholder={fields.name.placeholder} {...register('name')} />
      </Field>
      <Field id={`${id}email`} label={fields.email.label} error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={fields.email.placeholder} {...register('email')} />
      </Field>
      <Field id={`${id}phone`} label={fields.phone.label} optional={copy.optional} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} {...register('phone')} />
      </Field>
      <Field id={`${id}service`} label={fields.service.label} optional={copy.optional} error={errors.service?.message}>
        <Select {...register('service')}>
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
        error={errors.message?.message}
        counter={counter(message, MESSAGE_MAX)}
        className="sm:col-span-2"
      >
        <Textarea rows={5} placeholder={fields.message.placeholder} {...register('message')} />
      </Field>
      <SubmitRow
        copy={copy}
        hydrated={hydrated}
        submitting={submitting}
        label={copy.submit}
        busyLabel={copy.submitting}
      />
    </form>
  );
}
