/**
 * How a language's list of word breaks writes a word (./hyphenation.ts): its letters, with a hyphen between two of
 * them where it may break, or after its last ("vastaanotto-": every word it starts breaks after it).
 */
export const LISTED_WORD = /^\p{L}+(?:-\p{L}+)*-?$/u;

/** A listed word's letters in lower case, and the offsets in them where it breaks. */
export function breaksOf(listed: string): { letters: string; breaks: number[] } {
  const parts = listed.toLowerCase().split('-');
  let at = 0;
  return { letters: parts.join(''), breaks: parts.slice(0, -1).map((part) => (at += part.length)) };
}
