import type { Locale } from '@/model/locales';
import type { PageContext } from '@/build-time/page-context';
import { liveValues } from './liveValues';
import { Tpl } from './Tpl';

/** The clinic's own words in the page's language, with {years} and its other placeholders filled in. */
export function ClinicText({ page, text }: { page: PageContext; text: Record<Locale, string> }) {
  return <Tpl text={text[page.locale]} values={liveValues(page, page.locale)} />;
}
