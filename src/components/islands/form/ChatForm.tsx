// The frame both forms share: the <form> and its note on required fields, the fields it is given, and the submit row;
// once sent, the panel that replaces it.
import type { ReactNode } from 'react';
import type { FormsCopy } from '@/copy/en/forms';
import type { Locale } from '@/model/locales';
import { Button } from '@/components/ui/Button';
import { localePath, routes } from '@/lib/routes';
import { loadAfterSubmit, useChatSubmit, type FormKind, type RequestOf } from './useChatSubmit';
import { useHydrated } from './useHydrated';
import type { FormState } from './useFormState';

/** What the page gives either form (BookingIsland.astro, EnquiryIsland.astro). */
export interface ChatFormProps {
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
      <p className="form-note">{words.requiredNote}</p>
      {children}
      <div className="form-actions">
        <p role="alert" className={offline ? 'sent-alert' : undefined}>
          {offline && words.notLoaded}
        </p>
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
          {`${words.privacy.text} `}
          <a href={localePath(locale, routes.privacy)} className="form-privacy-link">
            {words.privacy.link}
          </a>
        </p>
      </div>
    </form>
  );
}
