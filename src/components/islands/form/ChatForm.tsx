// The frame both forms share: the <form> and its note on required fields, the fields it is given, and the submit row;
// once sent, the panel that replaces it.
import type { ReactNode } from 'react';
import type { FormsCopy } from '@/content/copy/en/forms';
import type { Locale } from '@/content/locales';
import { Button } from '@/components/ui/Button';
import { loadAfterSubmit, useChatSubmit, type FormKind, type RequestOf } from './useChatSubmit';
import { useHydrated } from './useHydrated';
import type { FormState } from './useFormState';

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

/** What the page gives either form (BookingIsland.astro, EnquiryIsland.astro). */
export interface ChatFormProps {
  /** The note on required fields, the notice shown without JavaScript, and the privacy line. */
  notes: FormNotes;
  /** The clinic's WhatsApp number, E.164. */
  whatsapp: string;
  /** The number the panel after a submit offers to call. */
  phone: { e164: string; display: string };
}

/** The words the frame shows, in the form's language: the shared ones and the form's button. */
type FrameWords = FormsCopy['shared'] & { submit: string; submitting: string };

interface Props<K extends FormKind, T> extends ChatFormProps {
  kind: K;
  /** The page's language, for the panel after a submit; the message to the clinic is always English. */
  locale: Locale;
  form: FormState<T, RequestOf<K>>;
  words: FrameWords;
  /** The fields (FormField), in page order. */
  children: ReactNode;
}

/** A form that sends its message through WhatsApp; its fields are the children. */
export function ChatForm<K extends FormKind, T>({
  kind,
  locale,
  form: { attach, submit },
  words,
  notes,
  whatsapp,
  phone,
  children,
}: Props<K, T>) {
  const hydrated = useHydrated();
  const { submitting, sent, offline, onSubmit } = useChatSubmit(kind, submit, whatsapp);

  if (sent) return <sent.Panel locale={locale} form={kind} sent={sent} phone={phone} />;

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
      {children}
      <div className="form-actions">
        <p role="alert" className={offline ? 'sent-alert' : undefined}>
          {offline && words.notLoaded}
        </p>
        {/* Only in the prerendered HTML, and shown only by a browser without JavaScript; plain text hydrates as is. */}
        {!hydrated && <noscript className="form-notice">{notes.noScript}</noscript>}
        {/* Disabled until hydrated: without JavaScript the form must never submit to the site's own server. */}
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
          {submitting ? words.submitting : words.submit}
        </Button>
        <p className="form-privacy">
          {notes.privacy.text}{' '}
          <a href={notes.privacy.href} className="form-privacy-link">
            {notes.privacy.link}
          </a>
        </p>
      </div>
    </form>
  );
}
