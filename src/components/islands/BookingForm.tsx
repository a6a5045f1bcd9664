import { useId, useMemo } from 'react';
import type { Locale } from '@/content/locales';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { DateInput } from '@/components/ui/DateInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { BookingCopy } from '@/content/copy/en/forms';
import {
  FOR_WHOM,
  bookingRules,
  emptyBooking,
  fitTime,
  parseSession,
  timeChoices,
  timeLabel,
  type BookingInput,
  type BookingRequest,
  type BookingServices,
} from '@/lib/forms/booking';
import { MESSAGE_MAX, NAME_MAX, bookingWindow, counterText, type ClinicWeek } from '@/lib/forms/rules';
import { SubmitRow, loadAfterSubmit, useChatSubmit, useHydrated, type FormNotes } from './FormParts';
import { useFormState } from './useFormState';

export interface BookingFormProps {
  /** The page's language: the form's words are in it; the message to the clinic is always English. */
  locale: Locale;
  /** The services offered, by their English names (the values sent), named in the page's language. */
  services: BookingServices;
  /** The note on required fields, the notice shown without JavaScript, and the privacy line. */
  notes: FormNotes;
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
export function BookingForm({
  locale,
  services,
  notes,
  whatsapp,
  phone,
  dateHint,
  copy,
}: BookingFormProps & { copy: BookingCopy }) {
  const id = useId();
  const { fields, messages } = copy;
  const hydrated = useHydrated();
  // Only in the browser: the prerendered form offers "any time" and "myself", and the rest once it can act on them.
  const week = useMemo(() => (hydrated ? pageWeek() : null), [hydrated]);
  // A fresh "now" at every check: a page left open past midnight (clinic time) still checks against today.
  // A new date checks the time again: a session the day does not have is said at once.
  const { values, errors, field, submit, attach } = useFormState<BookingInput, BookingRequest>(
    emptyBooking,
    () => bookingRules(messages, new Date(), { week, services: Object.keys(services) }, locale),
    { date: ['time'] },
  );
  const { name, message, forWhom, patientName } = values;
  // The time follows the chosen day: its sessions only, and a session chosen before the date shown as the day's session
  // it lies within. One the day does not have stays shown, by its times, with the rules' message.
  const time = fitTime(week, values.date, values.time);
  const choices = timeChoices(week, values.date);
  const unfit = parseSession(time) && !choices.some((c) => c.value === time);
  const times = unfit ? [...choices, { value: time, session: parseSession(time)! }] : choices;
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
      <p className="form-note">{notes.requiredNote}</p>
      <Field id={`${id}name`} label={fields.name.label} error={errors.name} counter={counter(name, NAME_MAX)}>
        <Input type="text" autoComplete="name" {...field('name')} />
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
          {Object.entries(services).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}date`} label={fields.date.label} hint={dateHint} error={errors.date}>
        <DateInput min={range?.min} max={range?.max} {...field('date')} />
      </Field>
      <Field id={`${id}time`} label={fields.time.label} error={errors.time}>
        <Select {...field('time')} value={time}>
          <option value="">{fields.time.any}</option>
          {times.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {timeLabel(choice, fields.time, week?.times ?? {})}
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
            <Input type="text" autoComplete="off" {...field('patientName')} />
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
        notes={notes}
      />
    </form>
  );
}
