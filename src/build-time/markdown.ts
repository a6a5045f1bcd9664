// A guide's text, written in Markdown at /admin, as HTML at build time: micromark, CommonMark's reference parser, which
// escapes any HTML in the text and refuses javascript: links, so what the staff write is printed, never run.
import { micromark } from 'micromark';

/** The HTML of a Markdown text; its headings one level under the page's own (## is the page's h2). */
export const markdownHtml = (text: string): string => micromark(text);
