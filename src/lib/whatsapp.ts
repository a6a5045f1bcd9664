import type { Clinic } from '@/model';
import { wellFormed } from './forms/text';

/** A wa.me chat link to an E.164 number, optionally with a prefilled message (made well-formed: it cannot throw). */
export function whatsappLink(e164: string, text?: string): string {
  const digits = e164.replace(/\D/g, '');
  return text === undefined
    ? `https://wa.me/${digits}`
    : `https://wa.me/${digits}?text=${encodeURIComponent(wellFormed(text))}`;
}

/** A tel: link to an E.164 number. */
export const telLink = (e164: string) => `tel:${e164}`;

/** Every number patients may call, the appointments number first, each with its name as the clinic wrote it. */
export const phoneList = (phones: Clinic['phones']) => [phones.appointments, ...phones.others];
