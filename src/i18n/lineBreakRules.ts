/**
 * Where a line of a translated page must not break, in every language but English (whose copy writes £95 and 9am).
 * Spaces it must not break at: within a number or a phone number (1 200, 06 39 98 12 34), between a number and its
 * currency or percent (115 €, € 95, 99,9 %), and before a word's hyphenated ending (Finnish "rahat takaisin -takuu").
 * French also joins a time's parts (19 h 15) and the space before : ; ! ? » and after «, and keeps a hyphenated
 * compound ("rendez-vous", "Prenez-vous", "dites-le-moi") whole. Each was seen split over two lines on a phone. The
 * server render applies them to a page's text (src/app/lineBreaks.ts); a block that sizes a figure by its unbroken
 * runs reads the spaces here too.
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

/**
 * Words shorter than this fit every column of the site's text at 360 px (the browser tests measure every page in every
 * language): such a word never needs to break, and a longer one may have to.
 */
export const LONG_WORD_LETTERS = 14;

/** The class of an element whose text the line must not break: the page's global styles say `white-space: nowrap`. */
export const UNBROKEN_CLASS = 'unbroken';

const LETTERS = '[\\p{L}\\u00ad]+';
/** A word with hyphens between its letters (soft hyphens count as letters: the long words have them by now). */
const HYPHENATED = new RegExp(`(?<![\\p{L}\\u00ad-])${LETTERS}(?:-${LETTERS})+(?![\\p{L}\\u00ad])`, 'gu');
/** A French verb with its pronouns after it ("Prenez-vous", "a-t-elle", "dites-le-moi"), at the end of a compound. */
const FRENCH_INVERSION = new RegExp(`${LETTERS}(?:-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles|le|la|les|lui|leur|moi|toi|en|y))+$`, 'iu');

/**
 * A French hyphenated compound, wrapped so that no line breaks at its hyphens: a short one whole, and a long one's
 * verb with its pronouns. A long compound of nouns ("hôtellerie-restauration") may still break at its hyphen, as
 * French allows, rather than overflow a narrow column.
 */
function unbrokenFrench(word: string): string {
  const at = word.replaceAll('\u00ad', '').length < LONG_WORD_LETTERS ? 0 : word.search(FRENCH_INVERSION);
  return at < 0 ? word : `${word.slice(0, at)}<span class="${UNBROKEN_CLASS}">${word.slice(at)}</span>`;
}

/**
 * The HTML text (between tags) of a page in the language `code` (lower case) with its hyphenated compounds wrapped
 * where that language keeps them whole: an element rather than a non-breaking hyphen (U+2011), so that copying the
 * text or searching for it finds the hyphen readers typed.
 */
export const withUnbrokenCompounds = (text: string, code: string): string =>
  code === 'fr' && text.includes('-') ? text.replace(HYPHENATED, unbrokenFrench) : text;
