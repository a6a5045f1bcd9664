import { languageTags, type Locale } from '@/model/locales';
import { formatList } from './formats';

/** Languages named in the page's language from their codes: "Malayalam, English and Hindi", "മലയാളം, ഇംഗ്ലീഷ്, ഹിന്ദി". */
export function languageList(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([languageTags[locale]], { type: 'language' });
  return formatList(
    codes.map((c) => names.of(c) ?? c),
    locale,
  );
}
