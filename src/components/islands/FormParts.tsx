// What the booking and enquiry islands share: the submit flow that opens WhatsApp and the submit row. The panel shown
// once the message is on its way, and the message itself, load when the form is first used (after-submit.ts).
import { useEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import type { FormsCopy } from '@/content/copy/en/forms';
import { Button } from '@/components/ui/Button';
import { SUBMIT_DELAY_MS, type FieldErrors } from '@/lib/forms/rules';
import { prepareChat, type ChatOutcome } from '@/lib/openChat';
import { whatsappLink } from '@/lib/whatsapp';
import type { FormState } from './useFormState';
import type * as AfterSubmit from './after-submit';

interface ChatSubmitOptions<T, R> {
  /** The form state's submit: checks every field, shows the errors, returns the request when all pass. */
  submit: FormState<T, R>['submit'];
  /** The form's message builder, from the module loaded after use. */
  message: (after: typeof AfterSubmit) => (request: R) => string;
  whatsapp: string;
}

let afterSubmit: Promise<typeof AfterSubmit> | undefined;
/**
 * The sent panel and the message builders: nothing of them loads before the form is used. Asked for at the first
 * focus in a form, so that they are there by the time it is sent; asked again after a failure.
 */
export const loadAfterSubmit = () =>
  (afterSubmit ??= import('./after-submit').catch((error: unknown) => {
    afterSubmit = undefined;
    throw error;
  }));

const noSubscription = () => () => {};
/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export interface Sent {
  url: string;
  /** The message the link carries. */
  text: string;
  /** 'failed': the message could not be made; the link opens the chat without it. */
  outcome: ChatOutcome | 'failed';
  Panel: (typeof AfterSubmit)['SentPanel'];
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
  const [offline, setOffline] = useState(false);
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
    setOffline(false);
    const after = loadAfterSubmit();
    timer.current = setTimeout(() => {
      after.then(
        (module) => {
          let next: Omit<Sent, 'Panel'>;
          try {
            const text = message(module)(request);
            const url = whatsappLink(whatsapp, text);
            next = { url, text, outcome: chat.go(url) };
          } catch {
            // Whatever went wrong, never a stuck button nor a blank tab: the panel offers the chat and the phone.
            chat.cancel();
            next = { url: whatsappLink(whatsapp), text: '', outcome: 'failed' };
          }
          setSent({ ...next, Panel: module.SentPanel });
        },
        () => {
          // The panel could not be loaded (the connection dropped): the form stays as typed, ready to send again.
          chat.cancel();
          busy.current = false;
          setSubmitting(false);
          setOffline(true);
        },
      );
    }, SUBMIT_DELAY_MS);
  }

  return { hydrated, submitting, sent, offline, onSubmit };
}

type Shared = FormsCopy['shared'];

interface SubmitRowProps {
  copy: Shared;
  hydrated: boolean;
  submitting: boolean;
  /** The last send failed for want of a connection. */
  offline: boolean;
  label: string;
  busyLabel: string;
  notes: FormNotes;
}

/**
 * The words around a form that never change as a visitor types, written into the page (the island's props) rather than
 * the form's script: the note on required fields, the notice shown without JavaScript, and the privacy line with its
 * page in the form's language.
 */
export interface FormNotes {
  requiredNote: string;
  noScript: string;
  privacy: { text: string; link: string; href: string };
}

/** Disabled until hydrated: without JavaScript the form must never submit to the site's own server. */
export function SubmitRow({ copy, hydrated, submitting, offline, label, busyLabel, notes }: SubmitRowProps) {
  return (
    <div className="form-actions">
      <p role="alert" className={offline ? 'sent-alert' : undefined}>
        {offline && copy.notLoaded}
      </p>
      {/* Only in the prerendered HTML, and shown only by a browser without JavaScript; plain text hydrates as is. */}
      {!hydrated && <noscript className="form-notice">{notes.noScript}</noscript>}
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
        {notes.privacy.text}{' '}
        <a href={notes.privacy.href} className="form-privacy-link">
          {notes.privacy.link}
        </a>
      </p>
    </div>
  );
}
