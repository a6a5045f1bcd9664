import { useId, useMemo } from 'react';
import type { Locale } from '@/content/locales';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { DateInput } from '@/components/ui/DateInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { BookingCopy } from '@/content/copy/en/forms';
import {
  BOOKING_SERVICES,
  FOR_WHOM,
  bookingRules,
  emptyBooking,
  sessionName,
  sessionValue,
  weekSessions,
  type BookingInput,
  type BookingRequest,
} from '@/lib/forms/booking';
import { MESSAGE_MAX, NAME_MAX, bookingWindow, counterText, type ClinicWeek } from '@/lib/forms/rules';
import { fill } from '@/lib/template';
import { SubmitRow, loadAfterSubmit, useChatSubmit, useHydrated } from './FormParts';
import { useFormState } from './useFormState';
import { localePath, routes } from '@/lib/routes';

export interface BookingFormProps {
  /** The page's language: the form's words are in it; the message to the clinic is always English. */
  locale: Locale;
  /** The clinic's WhatsApp number, E.164. */
  whatsapp: string;
  phone: { e164: string; display: string };
  /** Which days the clinic opens, from the hours model: "Monday to Saturday, within the next 3 months." */
  dateHint: string;
}

/**
 * The clinic's week (days, sessions, closures and their words, in the page's language), read from the data block that
 * BaseLayout.astro writes into every page for the live opening status, rather than written into the page twice.
 */
function pageWeek(): ClinicWeek | null {
  const block = document.getElementById('open-status-data');
  return block?.textContent ? (JSON.parse(block.textContent) as ClinicWeek) : null;
}

/** The booking form in the language of `copy` (BookingFormEn.tsx, BookingFormMl.tsx). */
export function BookingForm({ locale, whatsapp, phone, dateHint, copy }: BookingFormProps & { copy: BookingCopy }) {
  const id = useId();
  const { fields, messages } = copy;
  const hydrated = useHydrated();
  // Only in the browser: the prerendered form offers "any time" and "myself", and the rest once it can act on them.
  const week = useMemo(() => (hydrated ? pageWeek() : null), [hydrated]);
  // A fresh "now" at every check: a page left open past midnight (clinic time) still checks against today.
  const { values, errors, field, submit, attach } = useFormState<BookingInput, BookingRequest>(emptyBooking, () =>
    bookingRules(messages, new Date(), week, locale),
  );
  const { name, message, forWhom, patientName } = values;
  const { submitting, sent, offline, onSubmit } = useChatSubmit({
    submit,
    message: (after) => after.buildAppointmentMessage,
    whatsapp,
  });

  if (sent) return <sent.Panel locale={locale} form="booking" sent={sent} phone={phone} />;

  // Only after hydration: the prerendered HTML would carry the build day's window.
  const range = hydrated ? bookingWindow(new Date()) : undefined;
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
      <Field id={`${id}date`} label={fields.date.label} hint={dateHint} error={errors.date}>
        <DateInput min={range?.min} max={range?.max} {...field('date')} />
      </Field>
      <Field id={`${id}time`} label={fields.time.label} error={errors.time}>
        <Select {...field('time')}>
          <option value="">{fields.time.any}</option>
          {weekSessions(week?.week ?? []).map((session) => (
            <option key={sessionValue(session)} value={sessionValue(session)}>
              {fill(fields.time.option, {
                name: fields.time[sessionName(session[0])],
                from: week?.times[session[0]] ?? '',
                to: week?.times[session[1]] ?? '',
              })}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}forWhom`} label={fields.forWhom.label} error={errors.forWhom}>
        <Select {...field('forWhom')}>
          {(hydrated ? FOR_WHOM : FOR_WHOM.slice(0, 1)).map((value) => (
            <option key={value} value={value}>
              {fields.forWhom.options[value]}
            </option>
          ))}
        </Select>
      </Field>
      {forWhom !== 'self' && (
        <>
          <Field
            id={`${id}patientName`}
            label={fields.patientName.label}
            error={errors.patientName}
            counter={counter(patientName, NAME_MAX)}
          >
            <Input
              type="text"
              autoComplete="off"
              placeholder={fields.patientName.placeholder}
              {...field('patientName')}
            />
          </Field>
          <Field id={`${id}patientAge`} label={fields.patientAge.label} error={errors.patientAge}>
            <Input type="text" inputMode="numeric" autoComplete="off" maxLength={3} {...field('patientAge')} />
          </Field>
        </>
      )}
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
        offline={offline}
        label={copy.submit}
        busyLabel={copy.submitting}
        privacyHref={localePath(locale, routes.privacy)}
      />
    </form>
  );
}
