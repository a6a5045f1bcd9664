// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingFormEn } from '@/components/islands/BookingFormEn';
import { bookingChoices, clinic } from '@/content';
import { choiceValue } from '@/lib/forms/booking';
import { forms as formWords } from '@/copy/en/forms';
import { sent } from '@/copy/en/sent';
import { offeredServices, TUE_2330_IST, weekOf } from '../../support/form-rules';
import type { Hours } from '@/model';
import { hoursOf, namedWeeks } from '../../support/weeks';

// The words of the form, and of the panel that follows a submit.
const forms = {
  ...formWords,
  shared: { ...formWords.shared, sent: sent.shared },
  booking: { ...formWords.booking, success: sent.booking },
};
const phone = { e164: clinic.phones.appointments.e164, display: clinic.phones.appointments.display };
/** The date's hint for the rules' test week (two sessions, Monday to Saturday). */
const dateHint = 'Monday to Saturday, within the next 3 months.';
// The choices as the page offers them: the clinic's own, and "Other".
const offered = offeredServices();
/** The form as a page renders it, with the clinic's week (the rules' test week unless another is given). */
const bookingForm = (hours?: Hours) => (
  <BookingFormEn services={offered} whatsapp={clinic.whatsapp} phone={phone} week={weekOf(hours)} />
);
const form = bookingForm();
/** Two of the clinic's choices, by their English words as the form sends them. */
const [aService, another] = [choiceValue(bookingChoices.at(-1)!), choiceValue(bookingChoices[0]!)];

const field = {
  name: () => screen.getByLabelText(/^Full Name/),
  email: () => screen.getByLabelText(/^Email Address/),
  phone: () => screen.getByLabelText(/^Phone Number/),
  service: () => screen.getByLabelText(/^Service/),
  date: () => screen.getByLabelText(/^Preferred Date/),
  message: () => screen.getByLabelText(/^Additional Message/),
};
const submit = () => screen.getByRole('button', { name: 'Book Appointment' });

/** The error shown for a control, read through its aria-describedby as a screen reader would. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** From here on, setTimeout and Date are under the test's control (for the 1000 ms wait). */
function fakeClock() {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: TUE_2330_IST });
}

/** Sets a value as a date picker or a paste would, and lets the validation settle. */
async function change(control: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(control, { target: { value } });
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), '  Anna Mathew ');
  await user.type(field.email(), 'anna@example.com');
  await user.type(field.phone(), '+91 98470 21993');
  await user.selectOptions(field.service(), aService);
  await change(field.date(), '2026-11-24');
  await user.type(field.message(), 'Pain & swelling #2, 50% worse?');
}

beforeEach(() => {
  vi.setSystemTime(TUE_2330_IST);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('booking form: what it offers', () => {
  it('has every field, the services with their labels, and the window of bookable dates', () => {
    render(form);
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.message()).toHaveAttribute('rows', '5');
    expect(
      within(field.service() as HTMLSelectElement)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([['', 'Select a service'], ...Object.entries(offered)]);
    expect(field.date()).toHaveAttribute('min', '2026-11-24');
    expect(field.date()).toHaveAttribute('max', '2027-02-24');
    expect(field.name()).toHaveAttribute('aria-required', 'true');
    expect(field.message()).not.toHaveAttribute('aria-required');
  });

  it('turns native validation off and enables the button once hydrated', () => {
    const { container } = render(form);
    const el = container.querySelector('form');
    expect(el).toHaveAttribute('novalidate');
    expect(el).toHaveAttribute('data-hydrated');
    expect(submit()).toBeEnabled();
  });

  it('prerenders a form that cannot send anything to the site without JavaScript', () => {
    const html = renderToString(form);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const el = doc.querySelector('form');
    expect(el).not.toBeNull();
    expect(el?.hasAttribute('action')).toBe(false);
    expect(el?.hasAttribute('method')).toBe(false);
    expect(el?.hasAttribute('data-hydrated')).toBe(false);
    expect(doc.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(true);
    // The build day's window must not be baked into the HTML.
    expect(doc.querySelector('input[type=date]')?.hasAttribute('min')).toBe(false);
  });

  it('puts the hint above the date picker and each error right under its control', async () => {
    const user = userEvent.setup();
    render(form);
    await user.click(submit());
    await vi.waitFor(() => expect(field.name()).toHaveFocus());
    for (const control of Object.values(field).map((get) => get())) {
      const error = document.getElementById(`${control.id}-error`);
      // The select and the date control sit in a box with their icon.
      const below = control.parentElement?.matches('.select, .date') ? control.parentElement : control;
      expect(below?.nextElementSibling).toBe(error);
    }
    expect(field.date().closest('.date')?.previousElementSibling).toHaveTextContent(dateHint);
  });
  it("hydrates the prerendered form without mismatch, then enables it with today's window", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, form));
    expect(container.querySelector('form')).toHaveAttribute('data-hydrated');
    expect(submit()).toBeEnabled();
    expect(field.date()).toHaveAttribute('min', '2026-11-24');
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
  it('keeps what the visitor typed into the prerendered form before it woke up, and checks that', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const typed = 'x'.repeat(85);
    (container.querySelector('input[autocomplete=name]') as HTMLInputElement).value = typed;
    (container.querySelector('select') as HTMLSelectElement).value = another;
    const root = await act(async () => hydrateRoot(container, form));
    expect(field.name()).toHaveValue(typed);
    expect(field.service()).toHaveValue(another);
    expect(screen.getByText('85 of 100 characters')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(errorOf(field.name())).toBeNull();
    expect(errorOf(field.service())).toBeNull();
    expect(errorOf(field.email())).toBe('Email is required');
    expect(field.name()).toHaveValue(typed);
    act(() => root.unmount());
    container.remove();
  });
});

describe('booking form: validation as the visitor types', () => {
  it('says nothing while the first value is typed, then shows the error on blur', async () => {
    const user = userEvent.setup();
    render(form);
    await user.type(field.name(), 'A');
    expect(errorOf(field.name())).toBeNull();
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    await user.tab();
    expect(errorOf(field.name())).toBe('Name must be at least 2 characters');
    // .control draws an invalid control red (src/components/ui/fields.css; tests/build/css.test.ts).
    expect(field.name()).toHaveClass('control');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(`${field.name().id}-error`);
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(error?.querySelector('svg')).not.toBeNull();
  });

  it('re-validates on every change once the field was left', async () => {
    const user = userEvent.setup();
    render(form);
    await user.type(field.name(), 'A');
    await user.tab();
    await user.type(field.name(), 'n');
    expect(errorOf(field.name())).toBeNull();
    expect(field.name()).toHaveAttribute('aria-invalid', 'false');
    await user.clear(field.name());
    expect(errorOf(field.name())).toBe('Name is required');
    await user.type(field.name(), '  ');
    expect(errorOf(field.name())).toBe('Name is required');
  });

  it('refuses a Sunday and a date past the window', async () => {
    const user = userEvent.setup();
    render(form);
    await user.click(field.date());
    await change(field.date(), '2026-11-29');
    expect(errorOf(field.date())).toBeNull();
    await user.tab();
    expect(errorOf(field.date())).toBe('The clinic is closed on Sundays. Please choose another day.');
    await change(field.date(), '2027-02-25');
    expect(errorOf(field.date())).toBe('Please choose a date within the next 3 months');
    await change(field.date(), '2027-02-24');
    expect(errorOf(field.date())).toBeNull();
  });

  it('shows a length counter near the limit and an error past it', async () => {
    const user = userEvent.setup();
    render(form);
    expect(screen.queryByText(/of 1000 characters/)).toBeNull();
    await change(field.message(), 'x'.repeat(799));
    expect(screen.queryByText(/of 1000 characters/)).toBeNull();
    await change(field.message(), 'x'.repeat(800));
    const counter = screen.getByText('800 of 1000 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(field.message().getAttribute('aria-describedby')).toContain(counter.id);
    await user.click(field.message());
    await user.tab();
    await change(field.message(), 'x'.repeat(1001));
    expect(screen.getByText('1001 of 1000 characters')).toBeInTheDocument();
    expect(errorOf(field.message())).toBe('Your message is too long: please keep it to 1000 characters');
    await change(field.message(), 'x'.repeat(1000));
    expect(errorOf(field.message())).toBeNull();
  });
});

describe('booking form: submitting', () => {
  it('blocks an invalid submit, shows every error and focuses the first invalid field', async () => {
    const open = vi.spyOn(window, 'open');
    const user = userEvent.setup();
    render(form);
    await user.click(submit());
    await vi.waitFor(() => expect(field.name()).toHaveFocus());
    expect(errorOf(field.name())).toBe('Name is required');
    expect(errorOf(field.email())).toBe('Email is required');
    expect(errorOf(field.phone())).toBe('Phone number is required');
    expect(errorOf(field.service())).toBe('Please select a service');
    expect(errorOf(field.date())).toBe('Please select a preferred date');
    expect(errorOf(field.message())).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText('Sending Request...')).toBeNull();
  });

  it('focuses the first invalid field in page order, and clears errors as they are fixed', async () => {
    const user = userEvent.setup();
    render(form);
    await user.type(field.name(), 'Anna');
    await user.type(field.email(), 'anna@');
    await user.click(submit());
    await vi.waitFor(() => expect(field.email()).toHaveFocus());
    // After a submit, untouched fields re-validate on change too.
    await user.selectOptions(field.service(), another);
    expect(errorOf(field.service())).toBeNull();
    expect(errorOf(field.phone())).toBe('Phone number is required');
  });

  it('opens the tab within the click, waits a second, then sends it to the prefilled chat', async () => {
    const tab = { opener: window as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    render(form);
    await fillValid(user);

    fakeClock();
    fireEvent.click(submit());
    // Synchronously, in the click's user activation.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();

    await act(async () => {});
    const busy = screen.getByRole('button', { name: 'Sending Request...' });
    expect(busy).toBeDisabled();
    // .spinner turns only where motion is welcome (src/components/islands/form/form.css; tests/build/css.test.ts).
    expect(busy.querySelector('svg')).toHaveClass('spinner');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(tab.location.href).toBe('about:blank');
    await act(() => vi.advanceTimersByTimeAsync(1));

    const heading = screen.getByRole('heading', { name: 'Request Sent Successfully!' });
    expect(heading).toHaveFocus();
    const url = new URL(tab.location.href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${clinic.whatsapp.slice(1)}`);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    const text = url.searchParams.get('text');
    expect(text).toContain('Name: Anna Mathew\nEmail: anna@example.com\nPhone: +91 98470 21993\n');
    expect(text).toContain(`Service: ${aService}\nPreferred Date: Tuesday, 24 November 2026\n`);
    expect(text).toContain('Preferred Time: Any time\n');
    expect(text).toContain('*Additional Information*\n> Pain & swelling #2, 50% worse?\n');

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(forms.booking.success.body)).toBeInTheDocument();
    const again = screen.getByRole('link', { name: /Open WhatsApp/ });
    expect(again).toHaveAttribute('href', tab.location.href);
    expect(again).toHaveAttribute('target', '_blank');
    // The WhatsApp mark beside the text is decorative.
    expect(again.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
    expect(screen.getByRole('button', { name: 'Book Another Appointment' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tells the visitor when the chat could not be opened, and keeps the message', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(form);
    await fillValid(user);
    fakeClock();
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(forms.shared.sent.blocked);
    const link = screen.getByRole('link', { name: /Open WhatsApp/ });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toContain('Name: Anna Mathew\n');
    expect(text).toContain('Pain & swelling #2, 50% worse?');
  });

  it('does not claim success when the chat could not be opened: sending in WhatsApp is the step left', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(form);
    await fillValid(user);
    fakeClock();
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const heading = screen.getByRole('heading', { name: forms.booking.success.blockedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: forms.booking.success.blockedTitle })).toBeInTheDocument();
    expect(screen.queryByText(forms.booking.success.title)).toBeNull();
    expect(screen.queryByText(forms.booking.success.body)).toBeNull();
    const [first] = within(screen.getByRole('region')).getAllByRole('link');
    expect(first).toHaveAccessibleName(/^Open WhatsApp/);
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
  });

  it('labels the success panel by its heading when the chat opened', async () => {
    const tab = { opener: null, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    render(form);
    await fillValid(user);
    fakeClock();
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('region', { name: 'Request Sent Successfully!' })).toBeInTheDocument();
    expect(screen.queryByText(forms.booking.success.blockedTitle)).toBeNull();
  });

  it('ignores a second submit while sending', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(form);
    await fillValid(user);
    const button = submit();
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await act(async () => {});
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('booking form: the clinic’s week and the patient', () => {
  it('offers the week’s sessions by their times once awake, and the patient’s fields only for someone else', async () => {
    const user = userEvent.setup();
    render(form);
    const time = screen.getByLabelText(/^Preferred Time/);
    expect(optionsOf(time)).toEqual(['Any time', '9:30 AM–1:00 PM', '3:30 PM–6:00 PM']);
    expect(screen.queryByLabelText(/^Patient's Full Name/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Who is the appointment for/), 'child');
    expect(screen.getByLabelText(/^Patient's Full Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Patient's Age/)).toHaveAttribute('inputmode', 'numeric');
  });

  it('offers the chosen day’s sessions only, named by their start, and says at once when a chosen time does not fit', async () => {
    const week = namedWeeks['two sessions, Monday to Saturday']!;
    const user = userEvent.setup();
    render(bookingForm(hoursOf(week.map((day, weekday) => (weekday === 6 ? day.slice(0, 1) : day)))));
    const time = screen.getByLabelText(/^Preferred Time/);
    await user.selectOptions(time, '930-1080');
    await user.tab();
    // Friday 27 November 2026: both sessions; Saturday 28th: the morning only.
    await change(field.date(), '2026-11-27');
    expect(optionsOf(time)).toEqual(['Any time', 'Morning, 9:30 AM–1:00 PM', 'Afternoon, 3:30 PM–6:00 PM']);
    expect(time).toHaveValue('930-1080');
    expect(errorOf(time)).toBeNull();
    await change(field.date(), '2026-11-28');
    expect(time).toHaveValue('930-1080');
    expect(errorOf(time)).toBe(
      'The clinic is not open 3:30 PM–6:00 PM on 28 November. Please choose another time or day.',
    );
    await user.selectOptions(time, '');
    expect(optionsOf(time)).toEqual(['Any time', 'Morning, 9:30 AM–1:00 PM']);
    expect(errorOf(time)).toBeNull();
  });

  it('shows a session chosen before the date as the day’s session it lies within', async () => {
    const user = userEvent.setup();
    render(bookingForm(hoursOf(namedWeeks['one long session on weekdays, a shorter Saturday, Sunday mornings']!)));
    const time = screen.getByLabelText(/^Preferred Time/);
    await user.selectOptions(time, '600-780');
    // Monday 30 November 2026: the Sunday session's times lie within Monday's one session.
    await change(field.date(), '2026-11-30');
    expect(optionsOf(time)).toEqual(['Any time', 'Morning, 10:00 AM–7:00 PM']);
    expect(time).toHaveValue('600-1140');
    expect(errorOf(time)).toBeNull();
  });
});

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
