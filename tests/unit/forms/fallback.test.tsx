// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EnquiryFormEn } from '@/components/islands/EnquiryFormEn';
import { clinic } from '@/content';
import { sent } from '@/copy/en/sent';
import { loadAfterSubmit } from '@/components/islands/form/useChatSubmit';
import { SUBMIT_DELAY_MS } from '@/lib/forms/rules';
import { whatsappLink } from '@/lib/whatsapp';

// Whatever goes wrong while the message is made, the visitor gets the panel with the chat and the phone.
vi.mock('@/lib/forms/messages', () => ({
  buildAppointmentMessage: () => {
    throw new URIError('URI malformed');
  },
  buildEnquiryMessage: () => {
    throw new URIError('URI malformed');
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it('shows the fallback panel, never a stuck button nor a blank tab, when the message cannot be made', async () => {
  const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const phone = { e164: clinic.phones.appointments.e164, display: clinic.phones.appointments.display };
  render(<EnquiryFormEn whatsapp={clinic.whatsapp} phone={phone} />);
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Full Name/, 'Rahul Nair');
  type(/^Email/, 'rahul@example.com');
  type(/^Message/, 'Hello');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
  vi.useRealTimers();
  // The panel comes with the module the form loads after a submit: waited for as that import, however long it takes.
  await act(() => loadAfterSubmit());
  const heading = screen.getByRole('heading', { name: sent.enquiry.blockedTitle });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent(sent.shared.failed);
  expect(screen.getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute('href', whatsappLink(clinic.whatsapp));
  expect(tab.close).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: /Sending/ })).toBeNull();
});
