// What the booking and enquiry islands share: the submit flow that opens WhatsApp, the submit row and the
// panel shown once the message is on its way.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import type { FormsCopy } from '@/content/copy/en/forms';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CircleCheck, MessageCircle, WhatsAppMark } from '@/components/ui/formIcons';
import { SUBMIT_DELAY_MS, type FieldErrors } from '@/lib/forms/rules';
import { prepareChat, type ChatOutcome } from '@/lib/openChat';
import { telLink, whatsappLink } from '@/lib/whatsapp';
import type { FormState } from './useFormState';

interface ChatSubmitOptions<T, R> {
  /** The form state's submit: checks every field, shows the errors, returns the request when all pass. */
  submit: FormState<T, R>['submit'];
  message: (request: R) => string;
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

/**
 * Focuses the first invalid control in page order and brings its whole field, label included, into view: focus()
 * alone stops at the control's edge, which leaves the label under the sticky header.
 */
function focusFirstInvalid<T>(form: HTMLFormElement, errors: FieldErrors<T>) {
  const first = [...form.elements].find(
    (el): el is HTMLElement => el instanceof HTMLElement && 'name' in el && String(el.name) in errors,
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  first.closest('[data-field]')?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
}

/** idle → submitting (1 s) → sent; the chat opens in a tab prepared during the click. */
export function useChatSubmit<T, R>({ submit, message, whatsapp }: ChatSubmitOptions<T, R>) {
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    if (busy.current) return;
    const { request, errors } = submit();
    if (!request) {
      focusFirstInvalid(event.currentTarget, errors);
      return;
    }
    // Within the click, before any timer: a window opened later is blocked as a popup (always in Safari).
    const chat = prepareChat();
    busy.current = true;
    setSubmitting(true);
    timer.current = setTimeout(() => {
      const url = whatsappLink(whatsapp, message(request));
      setSubmitting(false);
      setSent({ url, outcome: chat.go(url) });
    }, SUBMIT_DELAY_MS);
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
  /** The privacy page in the form's language. */
  privacyHref: string;
}

/** Disabled until hydrated: without JavaScript the form must never submit to the site's own server. */
export function SubmitRow({ copy, hydrated, submitting, label, busyLabel, privacyHref }: SubmitRowProps) {
  return (
    <div className="form-actions">
      {/* Only in the prerendered HTML, and shown only by a browser without JavaScript; plain text hydrates as is. */}
      {!hydrated && <noscript className="form-notice">{copy.noScript}</noscript>}
      <Button
        type="submit"
        disabled={!hydrated || submitting}
        // While sending, the label is the news: it keeps full contrast; only the not-yet-usable button is faded.
        className={`form-submit ${submitting ? 'form-sending' : 'form-waiting'}`}
      >
        {submitting && (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="spinner">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
        {submitting ? busyLabel : label}
      </Button>
      <p className="form-privacy">
        {copy.privacy.text}{' '}
        <a href={privacyHref} className="form-privacy-link">
          {copy.privacy.link}
        </a>
      </p>
    </div>
  );
}

interface SentPanelProps {
  copy: Shared;
  success: { title: string; blockedTitle: string; body: string; again: string };
  sent: Sent;
  phone: { e164: string; display: string };
}

/**
 * Replaces the form. Always offers the same message again and the phone, so nothing typed is lost; when the chat
 * could not be opened it does not claim success, and sending in WhatsApp becomes the one thing left to do.
 */
export function SentPanel({ copy, success, sent, phone }: SentPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The whole panel in view, not just the heading's edge (which would leave the icon under the sticky header).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.parentElement?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, []);
  const blocked = sent.outcome === 'blocked';
  const Icon = blocked ? MessageCircle : CircleCheck;
  return (
    <section aria-labelledby={`${id}title`} className="sent">
      <span className={blocked ? 'sent-icon sent-icon-blocked' : 'sent-icon'}>
        <Icon aria-hidden="true" className="sent-glyph" />
      </span>
      <h3 id={`${id}title`} ref={heading} tabIndex={-1} className="sent-title">
        {blocked ? success.blockedTitle : success.title}
      </h3>
      {blocked ? (
        <p role="alert" className="sent-alert">
          {copy.sent.blocked}
        </p>
      ) : (
        <p className="sent-body">{success.body}</p>
      )}
      <div className="sent-actions">
        <ButtonLink variant="whatsapp" href={sent.url} target="_blank" rel="noopener">
          <WhatsAppMark className="btn-mark" />
          {copy.sent.openWhatsApp}
          <span className="sr-only"> {copy.sent.newTab}</span>
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {success.again}
        </Button>
      </div>
      <p className="sent-call">
        {copy.sent.call}{' '}
        <a href={telLink(phone.e164)} className="sent-phone">
          {phone.display}
        </a>
      </p>
    </section>
  );
}
