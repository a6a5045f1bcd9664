import { Phone } from '@/components/ui/icons';
import type { PageContext } from '@/lib/page-context';
import { telLink, whatsappLink } from '@/lib/whatsapp';
import { SpriteIcon } from '@/components/ui/icons';

/** WhatsApp and call buttons fixed at the bottom right of every page, shown once its first screen is scrolled away. */
export function FloatingActions({ page }: { page: PageContext }) {
  const { clinic } = page;
  const words = page.words.shell;
  const button =
    'flex size-14 items-center justify-center rounded-full text-white shadow-floating transition-transform hover:scale-105 focus-visible:outline-offset-4';
  return (
    <aside
      aria-label={words.floating.label}
      data-floating-actions=""
      className="fixed right-4 bottom-4 z-30 flex flex-col gap-3 transition-[opacity,translate,visibility] duration-300 print:hidden"
    >
      <a
        href={whatsappLink(clinic.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${words.floating.whatsapp} ${words.newTab}`}
        className={`${button} bg-whatsapp`}
      >
        <SpriteIcon brand icon="whatsapp" className="size-7" />
      </a>
      <a
        href={telLink(clinic.phones.appointments.e164)}
        aria-label={words.floating.call}
        className={`${button} bg-primary`}
      >
        <Phone aria-hidden="true" className="size-6" />
      </a>
    </aside>
  );
}
