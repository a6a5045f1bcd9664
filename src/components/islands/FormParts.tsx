// What the booking and enquiry islands share: the submit flow that opens WhatsApp, the submit row and the
// panel shown once the message is on its way.
import { useEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormsCopy } from '@/content/copy/en/forms';
import { Button, ButtonLink } from '@/components/ui/Button';
import { SUBMIT_DELAY_MS } from '@/lib/forms/rules';
import { prepareChat, type ChatOutcome } from '@/lib/openChat';
import { telLink, whatsappLink } from '@/lib/whatsapp';

interface ChatSubmitOptions<TInput extends FieldValues, TRequest> {
  form: UseFormReturn<TInput, unknown, TRequest>;
  /** The same rules as the resolver, run synchronously so the chat tab can open within the click. */
  isValid: (values: TInput) => boolean;
  message: (request: TRequest) => string;
  whatsapp: string;
}

const noSubscription = () => () => {};
/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export interface Sent {
  url: string;
  outcome: ChatOutcome;
}

/** idle → submitting (1 s) → sent; the chat opens in a tab prepared during the click. */
export function useChatSubmit<TInput extends FieldValues, TRequest>({
  form,
  isValid,
  message,
  whatsapp,
}: ChatSubmitOptions<TInput, TRequest>) {
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    if (busy.current) return;
    // Before any await: a window opened later is blocked as a popup (always in Safari).
    const chat = isValid(form.getValues()) ? prepareChat() : null;
    busy.current = chat !== null;
    void form.handleSubmit(
      (request) => {
        busy.current = true;
        setSubmitting(true);
        timer.current = setTimeout(() => {
          const url = whatsappLink(whatsapp, message(request));
          const outcome = chat ? chat.go(url) : 'blocked';
          form.reset();
          setSubmitting(false);
          setSent({ url, outcome });
        }, SUBMIT_DELAY_MS);
      },
      () => {
        chat?.cancel();
        busy.current = false;
      },
    )(event);
  }

  return { hydrated, submitting, sent, onSubmit };
}

type Shared = FormsCopy['shared'];

interface SubmitRowProps {
  copy: Shared;
  hydrated: boolean;
  submitting: boolean;
  label: string;
  busyLabel: string;
}

/** Disabled until hydrated: without JavaScript the form must never submit to the site's own server. */
export function SubmitRow({ copy, hydrated, submitting, label, busyLabel }: SubmitRowProps) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <Button
        type="submit"
        disabled={!hydrated || submitting}
        className="w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto sm:self-start"
      >
        {submitting && (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 motion-safe:animate-spin">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
        {submitting ? busyLabel : label}
      </Button>
      <p className="text-sm text-muted">
        {copy.privacy.text}{' '}
        <a href={copy.privacy.href} className="font-medium text-primary underline underline-offset-2">
          {copy.privacy.link}
        </a>
      </p>
    </div>
  );
}

interface SentPanelProps {
  copy: Shared;
  success: { title: string; body: string; again: string };
  sent: Sent;
  phone: { e164: string; display: string };
}

/** Replaces the form. Always offers the same message again and the phone, so nothing typed is lost. */
export function SentPanel({ copy, success, sent, phone }: SentPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-primary-soft p-6 sm:p-8">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-primary-strong">
        {success.title}
      </h3>
      {sent.outcome === 'blocked' && (
        <p role="alert" className="rounded-lg border-2 border-danger bg-danger-soft p-4 font-medium text-danger">
          {copy.sent.blocked}
        </p>
      )}
      <p className="text-ink">{success.body}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink variant="whatsapp" href={sent.url} target="_blank" rel="noopener">
          {copy.sent.openWhatsApp}
          <span className="sr-only"> {copy.sent.newTab}</span>
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {success.again}
        </Button>
      </div>
      <p className="text-ink">
        {copy.sent.call}{' '}
        <a href={telLink(phone.e164)} className="font-semibold whitespace-nowrap text-primary underline">
          {phone.display}
        </a>
      </p>
    </div>
  );
}
