// The words around a form that the page writes into its island's props (BookingIsland.astro, EnquiryIsland.astro).
import { copy } from '@/content/copy';
import type { Locale } from '@/content/locales';
import { formOffline as en } from '@/content/copy/en/no-connection';
import { formOffline as ml } from '@/content/copy/ml/no-connection';
import { localePath, routes } from '@/lib/routes';
import type { FormNotes } from './form/ChatForm';

/** The note on required fields, the notice shown without JavaScript, and the privacy line with the privacy page, in the page's language. */
export function formNotes(locale: Locale): FormNotes {
  const { requiredNote, noScript, privacy } = copy[locale].forms.page;
  return { requiredNote, noScript, privacy: { ...privacy, href: localePath(locale, routes.privacy) } };
}

/** What the note above a form says while the phone is offline (src/scripts/start-offline.ts fills it in then). */
export const offlineNote = (locale: Locale) => ({ en, ml })[locale];
