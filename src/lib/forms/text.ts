// What a form takes from a visitor's text before it judges it or puts it into a message: text pasted from other apps
// can carry half an emoji, invisible direction marks or line breaks that a one-line field must not pass on.

/**
 * Every lone UTF-16 surrogate (half an emoji) becomes U+FFFD, as String.prototype.toWellFormed does; written out
 * because that method is missing from browsers older than 2023 (Chrome 111, Safari 16.4), which the site supports.
 * encodeURIComponent throws on a lone surrogate.
 */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** Line breaks of every kind: CR LF, LF, CR, NEL (U+0085), line and paragraph separators (U+2028, U+2029). */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** Bidirectional embeddings, overrides, isolates and marks: they can make a line read in another order. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A one-line field: well-formed, line breaks and tabs as spaces, no other control or direction characters, trimmed. */
export const oneLine = (text: string) =>
  wellFormed(text)
    .replace(LINE_BREAK, ' ')
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}|\p{Zl}|\p{Zp}/gu, '')
    .replace(BIDI, '')
    .trim();

/** Free text: well-formed, every line break a plain LF, no other control or direction characters, trimmed. */
export const freeText = (text: string) =>
  wellFormed(text)
    .replace(LINE_BREAK, '\n')
    .replace(/\t/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '')
    .replace(BIDI, '')
    .trim();

/**
 * The visitor's own words inside a message, each line quoted ("> ", drawn as a quote by WhatsApp): nothing the visitor
 * writes can stand on a line of its own, so it cannot pass for a heading or a field of the form.
 */
export const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
