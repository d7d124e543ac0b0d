/**
 * A language's own word breaks: `translations/<code>/_hyphenation.yaml`, a list of words written with a hyphen where
 * each may break at the end of a line. The site breaks long words where its hyphenation patterns allow
 * (src/app/lineBreaks.ts), and patterns know syllables, not the parts of a compound: Finnish "tekoälyavustaja" broke
 * as "tekoä-lyavustaja". Listed as "tekoäly-avustaja", it breaks between its parts, and so does every word that starts
 * with it ("tekoälyavustajan", "tekoälyavustajamme"): listing the part a word's forms share ("eväste-asetuk") covers
 * them all; a first part listed with a hyphen after it ("vastaanotto-") breaks every word it starts after it, and
 * nowhere else. A word listed without a hyphen is never broken.
 */
import type { Problem } from '../content/problems.ts';
import { parseYaml, positionOfPath } from '../content/yamlSource.ts';
import { breaksOf, LISTED_WORD } from './listedWord.ts';

export const HYPHENATION_FILE = '_hyphenation.yaml';

/** Reads a language's list of word breaks, reporting each entry that is not a word with its breaks. */
export function readHyphenation(file: string, text: string): { words: string[]; problems: Problem[] } {
  const words: string[] = [];
  // Only comments, or nothing: a list with no words yet.
  if (!/^[^\S\n]*[^#\s]/m.test(text)) return { words, problems: [] };
  const { source, problems } = parseYaml(file, text);
  if (!source || source.data === null || source.data === undefined) return { words, problems };
  // Located by line and column only: an entry's index, counted from 0, would only confuse.
  const problem = (path: number[], message: string) => problems.push({ file, ...positionOfPath(source, path), path: '', message, severity: 'error' });
  if (!Array.isArray(source.data)) {
    problem([], 'This file lists words with a hyphen where each may break, one to a line: "- tekoäly-avustaja". Start each line with "- ".');
    return { words, problems };
  }
  const listedAt = new Map<string, number>();
  source.data.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string' || !LISTED_WORD.test(entry)) {
      problem([index], `${JSON.stringify(entry)} is not a word with its breaks: write its letters, with a hyphen between two of them where it may break ("tekoäly-avustaja"), and nothing else.`);
      return;
    }
    const { letters } = breaksOf(entry);
    const earlier = listedAt.get(letters);
    if (earlier !== undefined) {
      problem([index], `"${letters}" is listed already (entry ${earlier + 1}). Keep one of the two.`);
      return;
    }
    listedAt.set(letters, index);
    words.push(entry);
  });
  return { words, problems };
}
