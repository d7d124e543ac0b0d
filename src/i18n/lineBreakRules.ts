/**
 * Where a line of a translated page must not break, in every language but English (whose copy writes £95 and 9am).
 * Spaces it must not break at: within a number or a phone number (1 200, 06 39 98 12 34), between a number and its
 * currency or percent (115 €, € 95, 99,9 %), between a number and the short word after it, a unit or an abbreviation
 * (2 Sek., 40 s, 18 Uhr, 48 ore, 14 kg), between an abbreviation or a comparison and the number after it (So. 18,
 * Do. 17:30, < 2 s), and before a word's hyphenated ending (Finnish "rahat takaisin -takuu"). A range keeps its dash
 * (11–15 Uhr, Mo.–Fr.). French also joins a time's parts (19 h 15) and the space before : ; ! ? » and after «, and
 * keeps a hyphenated compound ("rendez-vous", "Prenez-vous", "dites-le-moi") whole. Each was seen split over two
 * lines on a phone, and authors write them with ordinary spaces. The server render applies them to a page's text
 * (src/app/lineBreaks.ts); a block that sizes a figure by its unbroken runs reads the spaces here too.
 */
export const NO_BREAK_SPACE = '\u00a0';

/** A language's rules, and what a text must hold for any of them to apply: most of a page's texts hold none of it. */
export interface NoBreakRules {
  needs: RegExp;
  rules: readonly [RegExp, string][];
}

const RULES: [RegExp, string][] = [
  [/(\d) (?=[\d€%$£])/g, `$1${NO_BREAK_SPACE}`],
  [/([€$£]) (?=\d)/g, `$1${NO_BREAK_SPACE}`],
  // A word of four letters at most, with its abbreviation's period or a Finnish case ending after a colon (40 s:ssa).
  [/(\d) (?=\p{L}{1,4}\.?(?!\p{L}))/gu, `$1${NO_BREAK_SPACE}`],
  [/(?<!\p{L})(\p{L}{1,3}\.) (?=\d)/gu, `$1${NO_BREAK_SPACE}`],
  // A comparison before a number (< 2 s), in text and escaped in HTML.
  [/(&lt;|&gt;|[<>≤≥≈~]) (?=\d)/g, `$1${NO_BREAK_SPACE}`],
  [/ (?=-\p{L})/gu, NO_BREAK_SPACE],
];
// Every rule above has a digit or a space before a hyphen in what it matches.
const COMMON: NoBreakRules = { needs: /\d| -/, rules: RULES };
const FRENCH: NoBreakRules = {
  needs: /\d| [-:;!?»]|« /,
  rules: [
    // Before the number's rules, which would join "19 h" alone.
    [/(\d) h (?=\d)/g, `$1${NO_BREAK_SPACE}h${NO_BREAK_SPACE}`],
    ...RULES,
    [/ (?=[:;!?»])/g, NO_BREAK_SPACE],
    [/« /g, `«${NO_BREAK_SPACE}`],
  ],
};

/** English's copy is written as it should break (£95, 9am, "Under 2s"): no rule touches it. */
const isEnglish = (code: string) => code === 'en';

/** The rules of the language `code` (lower case), if it has any. */
export const noBreakRulesOf = (code: string): NoBreakRules | undefined => (isEnglish(code) ? undefined : code === 'fr' ? FRENCH : COMMON);

/**
 * The text with a no-break space where the rules say. A page has hundreds of texts, and six Unicode-aware
 * replacements on each took about a millisecond a page: a text the rules cannot touch is passed on at once.
 */
export const withNoBreakSpaces = (text: string, language?: NoBreakRules) =>
  language && language.needs.test(text) ? language.rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text) : text;

/**
 * Words shorter than this fit every column of the site's text at 360 px (the browser tests measure every page in every
 * language): such a word never needs to break, and a longer one may have to.
 */
export const LONG_WORD_LETTERS = 14;

/**
 * Held after a dash, it keeps a line from breaking there. Invisible, and ignored by a browser's find: an element that
 * does not wrap would split the text of a flex container (a checklist item beside its icon) into items of their own.
 */
const WORD_JOINER = '\u2060';

const LETTERS = '[\\p{L}\\u00ad]+';
/** A word with hyphens between its letters (soft hyphens count as letters: the long words have them by now). */
const HYPHENATED = new RegExp(`(?<![\\p{L}\\u00ad-])${LETTERS}(?:-${LETTERS})+(?![\\p{L}\\u00ad])`, 'gu');
/** A French verb with its pronouns after it ("Prenez-vous", "a-t-elle", "dites-le-moi"), at the end of a compound. */
const FRENCH_INVERSION = new RegExp(`${LETTERS}(?:-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles|le|la|les|lui|leur|moi|toi|en|y))+$`, 'iu');

const joined = (text: string) => text.replace(/[–-]/g, `$&${WORD_JOINER}`);

/**
 * A French hyphenated compound, joined so that no line breaks at its hyphens: a short one whole, and a long one's
 * verb with its pronouns. A long compound of nouns ("hôtellerie-restauration") may still break at its hyphen, as
 * French allows, rather than overflow a narrow column.
 */
function unbrokenFrench(word: string): string {
  const at = word.replaceAll('\u00ad', '').length < LONG_WORD_LETTERS ? 0 : word.search(FRENCH_INVERSION);
  return at < 0 ? word : word.slice(0, at) + joined(word.slice(at));
}

/** A range of numbers or of abbreviated days, whose dash a line may break after: 11–15, 9-17, 8:30–12:00, Mo.–Fr. */
const RANGE = /(?<![\p{L}\p{N}–-])(?:\d+(?:[.:,]\d+)?[–-]\d+(?:[.:,]\d+)?|\p{Lu}\p{Ll}{0,2}\.[–-]\p{Lu}\p{Ll}{0,2}\.)(?![\p{L}\p{N}–-])/gu;

/**
 * The text of a page in the language `code` (lower case) with a word joiner after each dash no line may break at: in
 * its ranges, and in the hyphenated compounds its language keeps whole. A joiner rather than a non-breaking hyphen
 * (U+2011), which copying and searching would not take for the hyphen that was typed.
 */
export function withUnbrokenDashes(text: string, code: string): string {
  if (isEnglish(code)) return text;
  // A range's dash follows a digit or an abbreviation's period; a compound's, a letter. Most texts have neither.
  const ranged = /[\d.][–-]/.test(text) ? text.replace(RANGE, joined) : text;
  return code === 'fr' && /\p{L}-/u.test(ranged) ? ranged.replace(HYPHENATED, unbrokenFrench) : ranged;
}
