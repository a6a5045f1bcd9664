// Loaded only after a submit, on a computer (SentPanel): a QR code of the chat link for the visitor's phone, and the
// message to copy. Neither costs a byte before the form is used.
import { useEffect, useRef, useState } from 'react';
import { generate } from 'lean-qr/nano';
import type { SentCopy } from '@/copy/en/sent';
import { Button } from '@/components/ui/Button';

interface Props {
  copy: SentCopy['shared'];
  /** The wa.me link with the message, as the Open WhatsApp button has it. */
  url: string;
  text: string;
}

export function PhoneHandoff({ copy, url, text }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState(false);
  // The code, or null when the link is longer than a QR code holds (a very long message): copying still works.
  const [code] = useState(() => {
    try {
      return generate(url);
    } catch {
      return null;
    }
  });

  useEffect(() => {
    const target = canvas.current;
    if (!target || !code) return;
    // Dark modules on white, with the standard quiet zone of four modules; one pixel a module, scaled by CSS.
    code.toCanvas(target, { on: [0, 0, 0], off: [255, 255, 255], pad: 4 });
    target.style.width = `${(code.size + 8) * 3}px`;
  }, [code]);

  const copyMessage = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <div className="handoff">
      <h4 className="handoff-title">{copy.qrTitle}</h4>
      {!code ? (
        <p className="sent-body">{copy.qrTooLong}</p>
      ) : (
        <>
          <p className="sent-body">{copy.qrText}</p>
          <canvas ref={canvas} role="img" aria-label={copy.qrAlt} className="handoff-qr" />
        </>
      )}
      <Button variant="secondary" onClick={copyMessage}>
        {copy.copy}
      </Button>
      <p role="status" className="handoff-status">
        {copied ? copy.copied : ''}
      </p>
    </div>
  );
}
