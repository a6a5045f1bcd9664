// The panel that replaces a sent form. Loaded with the message builders once the form is used (after-submit.ts).
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/model/locales';
import { sent as en } from '@/copy/en/sent';
import { sent as ml } from '@/copy/ml/sent';
import { Button, buttonClass } from '@/components/ui/Button';
import { CircleCheck, MessageCircle, WhatsAppMark } from '@/components/ui/sentIcons';
import { looksLikeDesktop, type ChatOutcome } from '@/lib/open-chat';
import { telLink } from '@/lib/whatsapp';

const words = { en, ml };
type Shared = (typeof en)['shared'];

/** The message on its way: the chat link with it, and how the chat opened. */
export interface SentMessage {
  url: string;
  /** The message the link carries. */
  text: string;
  /** 'failed': the message could not be made; the link opens the chat without it. */
  outcome: ChatOutcome | 'failed';
}

interface SentPanelProps {
  locale: Locale;
  form: 'booking' | 'enquiry';
  sent: SentMessage;
  phone: { e164: string; display: string };
}

/**
 * Replaces the form. Always offers the same message again and the phone, so nothing typed is lost; when the chat
 * could not be opened it does not claim success, and sending in WhatsApp becomes the one thing left to do.
 */
export function SentPanel({ locale, form, sent, phone }: SentPanelProps) {
  const id = useId();
  const copy = words[locale].shared;
  const success = words[locale][form];
  const heading = useRef<HTMLHeadingElement>(null);
  // The whole panel in view, not just the heading's edge (which would leave the icon under the sticky header).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.parentElement?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, []);
  const blocked = sent.outcome === 'blocked' || sent.outcome === 'failed';
  const Icon = blocked ? MessageCircle : CircleCheck;
  // On a computer, which may have no WhatsApp: a QR code for the phone and the message to copy, loaded only now.
  const [Handoff, setHandoff] = useState<ComponentType<{ copy: Shared; url: string; text: string }>>();
  useEffect(() => {
    if (sent.text && looksLikeDesktop())
      import('./PhoneHandoff').then(
        (m) => setHandoff(() => m.PhoneHandoff),
        () => {}, // offline: the link and the phone remain
      );
  }, [sent.text]);
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
          {sent.outcome === 'failed' ? copy.failed : copy.blocked}
        </p>
      ) : (
        <p className="sent-body">{success.body}</p>
      )}
      <div className="sent-actions">
        {/* The link's look without ButtonLink, which would travel with the form's own script (it shares Button's file). */}
        <a className={buttonClass('whatsapp')} href={sent.url} target="_blank" rel="noopener">
          <WhatsAppMark className="btn-mark" />
          {copy.openWhatsApp}
          <span className="sr-only">{` ${copy.newTab}`}</span>
        </a>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {success.again}
        </Button>
      </div>
      {Handoff && <Handoff copy={copy} url={sent.url} text={sent.text} />}
      <p className="sent-call">
        {copy.call}{' '}
        <a href={telLink(phone.e164)} className="sent-phone">
          {phone.display}
        </a>
      </p>
    </section>
  );
}
