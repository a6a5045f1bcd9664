import { useMemo } from 'react';
import type { Locale } from '@/model/locales';
import { Input } from '@/components/ui/Input';
import { DateInput } from '@/components/ui/DateInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { BookingCopy } from '@/copy/en/forms';
import {
  FOR_WHOM,
  bookingRules,
  emptyBooking,
  type BookingInput,
  type BookingRequest,
  type BookingServices,
} from '@/lib/forms/booking';
import { fitTime, openDays, parseSession, timeChoices, timeLabel } from '@/lib/forms/sessions';
import { MESSAGE_MAX, NAME_MAX, bookingWindow } from '@/lib/forms/rules';
import { fill } from '@/lib/template';
import type { WeekData } from '@/lib/open-status';
import { ChatForm, type ChatFormProps } from './form/ChatForm';
import { FormField } from './form/FormField';
import { useFormState } from './form/useFormState';
import { useHydrated } from './form/useHydrated';

export interface BookingFormProps extends ChatFormProps {
  /** The services offered, by their English names (the values sent), named in the page's language. */
  services: BookingServices;
  /** The clinic's week: each weekday's sessions, their times and the dates with their own hours, in the page's language. */
  week: WeekData;
}

/** The booking form in the language of `copy` (BookingFormEn.tsx, BookingFormMl.tsx). */
export function BookingForm({
  locale,
  copy,
  services,
  week: data,
  weekdays,
  ...frame
}: BookingFormProps & { locale: Locale; copy: BookingCopy; weekdays: readonly string[] }) {
  const { fields, messages } = copy;
  const hydrated = useHydrated();
  // The week acts only in the browser: the prerendered form offers "any time" and "myself", and the rest once it can
  // act on them.
  const week = useMemo(() => (hydrated ? { ...data, weekdays } : null), [hydrated, data, weekdays]);
  // A fresh "now" at every check: a page left open past midnight (clinic time) still checks against today.
  // A new date checks the time again: a session the day does not have is said at once.
  const form = useFormState<BookingInput, BookingRequest>(
    emptyBooking,
    () => bookingRules(messages, new Date(), { week, services: Object.keys(services) }, locale),
    { date: ['time'] },
  );
  const { values } = form;
  // The time follows the chosen day: its sessions only, and a session chosen before the date shown as the day's session
  // it lies within. One the day does not have stays shown, by its times, with the rules' message.
  const time = fitTime(week, values.date, values.time);
  const choices = timeChoices(week, values.date);
  const unfit = parseSession(time) && !choices.some((c) => c.value === time);
  const times = unfit ? [...choices, { value: time, session: parseSession(time)! }] : choices;
  // Only after hydration: the prerendered HTML would carry the build day's window.
  const range = hydrated ? bookingWindow(new Date()) : undefined;
  // Which days the clinic opens: "Monday to Saturday, within the next 3 months."
  const dateHint = fill(fields.date.hint, { days: openDays({ week: data.week, weekdays }, fields.date.days) });
  const nameLimit = { max: NAME_MAX, counter: copy.counter };

  return (
    <ChatForm kind="booking" locale={locale} form={form} words={copy} {...frame}>
      <FormField form={form} name="name" label={fields.name.label} limit={nameLimit}>
        <Input type="text" autoComplete="name" />
      </FormField>
      <FormField form={form} name="email" label={fields.email.label}>
        <Input type="email" autoComplete="email" placeholder={fields.email.placeholder} />
      </FormField>
      <FormField form={form} name="phone" label={fields.phone.label}>
        <Input type="tel" autoComplete="tel" placeholder={fields.phone.placeholder} />
      </FormField>
      <FormField form={form} name="service" label={fields.service.label}>
        <Select>
          <option value="">{fields.service.placeholder}</option>
          {Object.entries(services).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField form={form} name="date" label={fields.date.label} hint={dateHint}>
        <DateInput min={range?.min} max={range?.max} />
      </FormField>
      <FormField form={form} name="time" label={fields.time.label}>
        <Select value={time}>
          <option value="">{fields.time.any}</option>
          {times.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {timeLabel(choice, fields.time, week?.times ?? {})}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField form={form} name="forWhom" label={fields.forWhom.label}>
        <Select>
          {(hydrated ? FOR_WHOM : FOR_WHOM.slice(0, 1)).map((value) => (
            <option key={value} value={value}>
              {fields.forWhom.options[value]}
            </option>
          ))}
        </Select>
      </FormField>
      {values.forWhom !== 'self' && (
        <>
          <FormField form={form} name="patientName" label={fields.patientName.label} limit={nameLimit}>
            <Input type="text" autoComplete="off" />
          </FormField>
          <FormField form={form} name="patientAge" label={fields.patientAge.label}>
            <Input type="text" inputMode="numeric" autoComplete="off" maxLength={3} />
          </FormField>
        </>
      )}
      <FormField
        form={form}
        name="message"
        label={fields.message.label}
        optional={copy.optional}
        limit={{ max: MESSAGE_MAX, counter: copy.counter }}
        className="form-wide"
      >
        <Textarea rows={5} placeholder={fields.message.placeholder} />
      </FormField>
    </ChatForm>
  );
}
