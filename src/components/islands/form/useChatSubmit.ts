// A form's submit, as both forms have it: check every field, then open the clinic's WhatsApp chat with the message.
// The panel shown once the message is on its way, and the message itself, load when the form is first used.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { SUBMIT_DELAY_MS, type FieldErrors } from '@/lib/forms/rules';
import { count } from '@/lib/count';
import { prepareChat } from '@/lib/open-chat';
import { whatsappLink } from '@/lib/whatsapp';
import type { FormState } from './useFormState';
import type * as AfterSubmit from './after-submit';
import type { SentMessage } from './SentPanel';

/** Which form it is: its message to the clinic, and the words of the panel that replaces it. */
export type FormKind = keyof typeof AfterSubmit.messages;
/** What a valid form of each kind hands over: the request its message is built from. */
export type RequestOf<K extends FormKind> = Parameters<(typeof AfterSubmit.messages)[K]>[0];

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

export interface Sent extends SentMessage {
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
export function useChatSubmit<K extends FormKind, T>(
  kind: K,
  submit: FormState<T, RequestOf<K>>['submit'],
  /** The clinic's WhatsApp number, E.164. */
  whatsapp: string,
) {
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
          let next: SentMessage;
          try {
            const message = module.messages[kind] as (request: RequestOf<K>) => string;
            const text = message(request);
            const url = whatsappLink(whatsapp, text);
            next = { url, text, outcome: chat.go(url) };
            // Once the chat is on its way: the request's kind and, for an appointment, the treatment chosen.
            count(kind, (request as { service?: string }).service);
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

  return { submitting, sent, offline, onSubmit };
}
