import { ButtonLink, type ButtonVariant } from '@/components/ui/Button';
import { Phone, WhatsApp } from '@/components/ui/icons';
import { telLink, whatsappLink } from '@/lib/whatsapp';

/** A button that calls a number (E.164), with the phone icon. */
export function CallButton({
  e164,
  label,
  variant = 'primary',
  className = '',
}: {
  e164: string;
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <ButtonLink href={telLink(e164)} variant={variant} className={className} icon={Phone}>
      {label}
    </ButtonLink>
  );
}

/** A button that opens a WhatsApp chat with a number in a new tab, saying so to screen readers. */
export function WhatsAppButton({ number, label, newTab }: { number: string; label: string; newTab: string }) {
  return (
    <ButtonLink href={whatsappLink(number)} newTab={newTab} variant="whatsapp" icon={WhatsApp}>
      {label}
    </ButtonLink>
  );
}
