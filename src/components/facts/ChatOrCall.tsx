import type { PageContext } from '@/lib/page-context';
import { fill } from '@/lib/template';
import { CallButton, WhatsAppButton } from '@/components/ui/ContactButtons';

/**
 * The clinic's two direct ways, a chat on WhatsApp and a call to its appointments number, one above the other on a
 * phone (`className` sets them side by side where there is room). `call` is the call's words, with {display} for the
 * number as the clinic writes it.
 */
export function ChatOrCall({
  page,
  chat,
  call,
  className = '',
}: {
  page: PageContext;
  chat: string;
  call: string;
  className?: string;
}) {
  const { whatsapp, phones } = page.clinic;
  const { appointments } = phones;
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <WhatsAppButton number={whatsapp} label={chat} newTab={page.words.shell.newTab} />
      <CallButton e164={appointments.e164} label={fill(call, { display: appointments.display })} variant="secondary" />
    </div>
  );
}
