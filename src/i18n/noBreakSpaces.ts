/**
 * Spaces a line must not break at, in every language but English (whose copy writes £95 and 9am): within a number or
 * a phone number (1 200, 06 39 98 12 34), between a number and its currency or percent (115 €, € 95, 99,9 %), and
 * before a word's hyphenated ending (Finnish "rahat takaisin -takuu"). French also joins a time's parts (19 h 15) and
 * the space before : ; ! ? » and after «. Each was seen split over two lines on a phone. The server render puts them
 * into a page's text (src/app/softHyphens.ts); a block that sizes a figure by its unbroken runs reads them here too.
 */
export const NO_BREAK_SPACE = '\u00a0';

const RULES: [RegExp, string][] = [
  [/(\d) (?=[\d€%$£])/g, `$1${NO_BREAK_SPACE}`],
  [/([€$£]) (?=\d)/g, `$1${NO_BREAK_SPACE}`],
  [/ (?=-\p{L})/gu, NO_BREAK_SPACE],
];
const FRENCH_RULES: [RegExp, string][] = [
  ...RULES,
  [/(\d) h (?=\d)/g, `$1${NO_BREAK_SPACE}h${NO_BREAK_SPACE}`],
  [/ (?=[:;!?»])/g, NO_BREAK_SPACE],
  [/« /g, `«${NO_BREAK_SPACE}`],
];

/** The rules of the language `code` (lower case), if it has any. */
export const noBreakRulesOf = (code: string): readonly [RegExp, string][] | undefined =>
  code === 'en' ? undefined : code === 'fr' ? FRENCH_RULES : RULES;

/** The text with a no-break space where the rules say. */
export const withNoBreakSpaces = (text: string, rules: readonly [RegExp, string][] = []) =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
