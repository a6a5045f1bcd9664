import { useId } from 'react';
import type { Locale } from '@/content/locales';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { DateInput } from '@/components/ui/DateInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import {
  BOOKING_SERVICES,
  bookingRules,
  buildAppointmentMessage,
  emptyBooking,
  type BookingInput,
  type BookingRequest,
} from '@/lib/forms/booking';
import { MESSAGE_MAX, NAME_MAX, bookingWindow, counterText } from '@/lib/forms/rules';
import { SentPanel, SubmitRow, useChatSubmit } from './FormParts';
import { useFormState } from './useFormState';
import { localePath, routes } from '@/lib/routes';
import { bookingCopy } from './copy';

export interface BookingFormProps {
  /** The page's language: the form's words are in it; the message to the clinic is always English. */
  locale: Locale;
  /** The clinic's WhatsApp number, E.164. */
  whatsapp: string;
  phone: { e164: string; display: string };
}

export function BookingForm({ locale, whatsapp, phone }: BookingFormProps) {
  const id = useId();
  const copy = bookingCopy(locale);
  const { fields, messages } = copy;
  // A fresh "now" at every check: a page left open past midnight (clinic time) still checks against today.
  const { values, errors, field, submit, attach } = useFormState<BookingInput, BookingRequest>(emptyBooking, () =>
    bookingRules(messages, new Date()),
  );
  const { name, message } = values;
  const { hydrated, submitting, sent, onSubmit } = useChatSubmit({
    submit,
    message: buildAppointmentMessage,
    whatsapp,
  });

  if (sent) return <SentPanel copy={copy} success={copy.success} sent={sent} phone={phone} />;

  // Only after hydration: the prerendered HTML would carry the build day's window.
  const range = hydrated ? bookingWindow(new Date()) : undefined;
  const counter = (value: string, max: number) => ({
    text: counterText(value.length, max, copy.counter),
    over: value.length > max,
  });

  return (
    <form ref={attach} noValidate onSubmit={onSubmit} data-hydrated={hydrated ? '' : undefined} className="form-grid">
      <p className="form-note">{copy.requiredNote}</p>
      <Field id={`${id}name`} label={fields.name.label} error={errors.name} counter={counter(name, NAME_MAX)}>
        <Input type="text" autoComplete="name" placeholder={fields.name.placeholder} {...field('name')} />
      </Field>
      <Field id={`${id}email`} label={fields.email.label} error={errors.email}>
        <Input type="email" autoComplete="email" placeholder={fields.email.placeholder} {...field('email')} />
      </Field>
      <Field id={`${id}phone`} label={fields.phone.label} error={errors.phone}>
        <Input type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} {...field('phone')} />
      </Field>
      <Field id={`${id}service`} label={fields.service.label} error={errors.service}>
        <Select {...field('service')}>
          <option value="">{fields.service.placeholder}</option>
          {BOOKING_SERVICES.map((value) => (
            <option key={value} value={value}>
              {copy.services[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}date`} label={fields.date.label} hint={fields.date.hint} error={errors.date}>
        <DateInput min={range?.min} max={range?.max} {...field('date')} />
      </Field>
      <Field
        id={`${id}message`}
        label={fields.message.label}
        optional={copy.optional}
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
        label={copy.submit}
        busyLabel={copy.submitting}
        privacyHref={localePath(locale, routes.privacy)}
      />
    </form>
  );
}
