// CSS unicode-range values, as @font-face rules write them.

/** The code point intervals of a CSS unicode-range (U+0-7F, U+4??, U+131). */
export function unicodeRanges(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!.replace(/\?/g, '0'), 16), parseInt((to ?? from!).replace(/\?/g, 'F'), 16)];
  });
}

/** Whether a unicode-range covers a code point. */
export const inUnicodeRange = (range: string, code: number): boolean =>
  unicodeRanges(range).some(([low, high]) => code >= low && code <= high);
