import type { Copy } from '@/copy';
import type { Locale } from '@/model/locales';
import type { Clinic, Doctor } from '@/model';

/**
 * What every section of a page needs from the page: its language, the interface's words in that language, the
 * clinic's facts and the site's paths in that language. A page builds it once and passes it as `page`; a section
 * reads its own words from `page.words` (the shell's under `page.words.shell`, the hours' under
 * `page.words.shell.hours`).
 */
export interface PageContext {
  locale: Locale;
  /** The interface's own words in the page's language (src/copy). */
  words: Copy;
  clinic: Clinic;
  /** How many consultants: the doctors' files. */
  consultants: number;
  /** The founding doctor. */
  founder: Doctor;
  /** A path of the site (`routes.doctors`) in the page's language. */
  href: (path: string) => string;
  /** A text with the clinic's placeholders filled ({brand}, {shortBrand}, {town}, {years}, …), and any others given. */
  fill: (template: string, values?: Record<string, string | number>) => string;
}
