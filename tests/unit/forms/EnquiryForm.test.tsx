// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnquiryFormEn } from '@/components/islands/EnquiryFormEn';
import { clinic } from '@/content';
import { forms as formWords } from '@/copy/en/forms';
import { enquiryForm } from '@/copy/en/enquiry-form';
import { sent } from '@/copy/en/sent';

// The words of the form, and of the panel that follows a submit.
const forms = {
  ...formWords,
  shared: { ...formWords.shared, sent: sent.shared },
  enquiry: { ...enquiryForm, success: sent.enquiry },
};
const phone = { e164: clinic.phones.appointments.e164, display: clinic.phones.appointments.display };
const form = <EnquiryFormEn whatsapp={clinic.whatsapp} phone={phone} />;

const field = {
  name: () => screen.getByLabelText(/^Full Name/),
  email: () => screen.getByLabelText(/^Email/),
  phone: () => screen.getByLabelText(/^Phone/),
  service: () => screen.getByLabelText(/^Service/),
  message: () => screen.getByLabelText(/^Message/),
};
const submit = () => screen.getByRole('button', { name: 'Send Message' });

function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('enquiry form', () => {
  it('offers its own distinct topics, an optional phone and a 5-row message, and no date', () => {
    render(form);
    expect(
      within(field.service() as HTMLSelectElement)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Select a service'],
      ['dental-care', 'Dental Care enquiry'],
      ['feedback', 'Feedback'],
      ['other', 'Other'],
    ]);
    expect(field.message()).toHaveAttribute('rows', '5');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.phone()).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Phone').parentElement).toHaveTextContent('Phone (optional)');
    expect(document.querySelector('input[type=date]')).toBeNull();
  });

  it('prerenders with the submit button disabled and nowhere to send the fields', () => {
    const doc = new DOMParser().parseFromString(renderToString(form), 'text/html');
    expect(doc.querySelector('form')?.hasAttribute('action')).toBe(false);
    expect(doc.querySelector('form')?.hasAttribute('method')).toBe(false);
    expect(doc.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(true);
  });

  it('validates a field on blur, then on every change', async () => {
    const user = userEvent.setup();
    render(form);
    await user.type(field.email(), 'rahul');
    expect(errorOf(field.email())).toBeNull();
    await user.tab();
    expect(errorOf(field.email())).toBe('Invalid email address');
    await user.type(field.email(), '@example');
    expect(errorOf(field.email())).toBeNull();
    await user.type(field.phone(), '12345');
    await user.tab();
    expect(errorOf(field.phone())).toBe('Please enter a valid phone number');
    await user.clear(field.phone());
    expect(errorOf(field.phone())).toBeNull();
  });

  it('blocks an invalid submit and focuses the first invalid field', async () => {
    const open = vi.spyOn(window, 'open');
    const user = userEvent.setup();
    render(form);
    await user.type(field.name(), 'Rahul');
    await user.type(field.email(), 'rahul@example.com');
    await user.type(field.message(), '   ');
    await user.click(submit());
    await vi.waitFor(() => expect(field.message()).toHaveFocus());
    expect(errorOf(field.message())).toBe('Message is required');
    expect(errorOf(field.name())).toBeNull();
    expect(errorOf(field.phone())).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('sends a valid enquiry to the prefilled chat after a second and thanks the visitor', async () => {
    const tab = { opener: window as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    render(form);
    await user.type(field.name(), 'Rahul Nair');
    await user.type(field.email(), 'rahul@example.com');
    await user.selectOptions(field.service(), 'feedback');
    await user.type(field.message(), 'ഡോക്ടർക്ക് നന്ദി = 100% + more?');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(tab.location.href).toBe('about:blank');
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveFocus();
    expect(
      screen.getByText('Your message has been forwarded to WhatsApp. Our team will get back to you shortly.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Another Message' })).toBeInTheDocument();
    const text = new URL(tab.location.href).searchParams.get('text');
    expect(text).toBe(
      [
        '*New Enquiry from Website*',
        '',
        'Name: Rahul Nair',
        'Email: rahul@example.com',
        'Phone: Not provided',
        'Service Interest: Feedback',
        '',
        '*Message*',
        '> ഡോക്ടർക്ക് നന്ദി = 100% + more?',
        '',
        'Please get back to me at your earliest convenience.',
      ].join('\n'),
    );
    expect(screen.getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute('href', tab.location.href);
  });

  it('says what is left to do when the chat could not be opened, with the whole message in the link', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(form);
    await user.type(field.name(), 'Rahul Nair');
    await user.type(field.email(), 'rahul@example.com');
    await user.type(field.message(), 'Do you open on Saturdays?');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { name: forms.enquiry.success.blockedTitle })).toHaveFocus();
    expect(screen.queryByText(forms.enquiry.success.title)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(forms.shared.sent.blocked);
    const href = screen.getByRole('link', { name: /Open WhatsApp/ }).getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('text')).toContain('*Message*\n> Do you open on Saturdays?\n');
  });
});
