/**
 * The line-break rules of a page's text in its language: soft hyphens in its long words, and no breaks where a line
 * must not break (src/i18n/lineBreakRules.ts: a number and its unit, a French "rendez-vous").
 *
 * Soft hyphens go into the long words of a page's text, where its language's hyphenation patterns (TeX's, through the
 * `hyphen` package) allow a break: "vastaanotto­virkailija" in a Finnish heading, "Datenschutz­erklärung" in a German
 * one. CSS's `hyphens: auto` asks the browser to do this, but a browser hyphenates only the languages it has a
 * dictionary for, and many have none for some of ours (the Chromium the tests run in has none at all): a compound
 * longer than its line was cut where it ran out of room ("vastaanottovirkailij|a"), on over a hundred translated pages
 * at 360 px. With the break points in the text, every browser breaks such a word at a syllable, with a hyphen, and
 * only when it must.
 *
 * A language's translators may list words with the places they break (src/i18n/hyphenation.ts): a word that starts
 * with a listed one breaks only there, as patterns know syllables but not the parts of a compound.
 *
 * Only the page's text is touched: not its attributes, scripts, styles or title, not an island that React hydrates
 * (whose HTML React renders again in the browser, without them; an island of plain code keeps the server's HTML and
 * has them), and not a part in another language (English shown where a translation is missing).
 */
import { createRequire } from 'node:module';
import { breaksOf } from '../i18n/listedWord';
import { recordOf } from '../blocks/registry';
import { LONG_WORD_LETTERS, noBreakRulesOf, withNoBreakSpaces, withUnbrokenDashes } from '../i18n/lineBreakRules';
import { ISLAND_ROOT } from './pageStyles';

/**
 * The languages whose words run long enough to need it, and their patterns. English's words fit every column of the
 * site at 360 px (the browser test measures every page in every language); English is left out.
 */
const PATTERNS: Record<string, string> = { de: 'hyphen/de', fi: 'hyphen/fi', fr: 'hyphen/fr', it: 'hyphen/it', nl: 'hyphen/nl' };

/**
 * Words shorter than LONG_WORD_LETTERS are left alone. Every soft hyphen costs about a byte of the compressed page,
 * and a translated page's first words should arrive in a phone's first round trip; so a long word gets only breaks
 * that leave parts of at least MIN_PART letters, enough for any column.
 */
const MIN_PART = 5;
/** A letter of the Latin alphabets these languages write in (ASCII, Latin-1, Latin Extended-A): six times as fast as \p{L}. */
const LETTER = 'A-Za-zÀ-ÖØ-öø-ſ';
// From a word's start only: tried at each letter, a match would count the rest of the word again.
const LONG_WORD = new RegExp(`(?<![${LETTER}])[${LETTER}]{${LONG_WORD_LETTERS},}`, 'g');
const SOFT_HYPHEN = '\u00ad';

/** The word with a soft hyphen at those of the patterns' break points that leave parts of MIN_PART letters or more. */
function sparselyHyphenated(word: string, breakPoints: string): string {
  const [first, ...parts] = breakPoints.split(SOFT_HYPHEN);
  let result = first;
  let done = first.length;
  let sinceBreak = first.length;
  for (const part of parts) {
    if (sinceBreak >= MIN_PART && word.length - done >= MIN_PART) {
      result += SOFT_HYPHEN;
      sinceBreak = 0;
    }
    result += part;
    done += part.length;
    sinceBreak += part.length;
  }
  return result;
}

/** A capital after a word's first letter: a name spelt as its owner spells it (WellnessLiving, WhoCanFixMyCar). */
const INNER_CAPITAL = /^.+\p{Lu}/u;

interface Hyphenator {
  hyphenateSync(text: string): string;
}

/**
 * The word hyphenated as the listed word it starts with says, the longest if several: a soft hyphen where the listed
 * word has a hyphen, none after it. Undefined if it starts with none.
 */
function listedHyphenation(word: string, listed: ReadonlyMap<string, number[]>, lengths: readonly number[]): string | undefined {
  const lowerCase = word.toLowerCase();
  for (const length of lengths) {
    const breaks = length <= word.length ? listed.get(lowerCase.slice(0, length)) : undefined;
    if (!breaks) continue;
    let result = '';
    let from = 0;
    for (const at of breaks) {
      if (at >= word.length) break;
      result += word.slice(from, at) + SOFT_HYPHEN;
      from = at;
    }
    return result + word.slice(from);
  }
  return undefined;
}

/** Each listed word's letters in lower case, with the offsets of its breaks; and their lengths, longest first. */
function listedBreaks(listed: readonly string[]): { breaks: Map<string, number[]>; lengths: number[] } {
  const breaks = new Map(listed.map(breaksOf).map(({ letters, breaks: offsets }) => [letters, offsets]));
  return { breaks, lengths: [...new Set([...breaks.keys()].map((letters) => letters.length))].sort((a, b) => b - a) };
}

const require = createRequire(import.meta.url);
/**
 * Each language's words as hyphenated, with the list they were hyphenated by; its patterns are loaded on a page's
 * first need (the German ones take ~0.2 s to load).
 */
const hyphenated = new Map<string, { list: string; hyphenate: (word: string) => string }>();

function hyphenatorOf(code: string, listed: readonly string[]): ((word: string) => string) | undefined {
  if (!(code in PATTERNS)) return undefined;
  const list = listed.join(' ');
  let language = hyphenated.get(code);
  if (language?.list !== list) {
    const { hyphenateSync } = require(PATTERNS[code]) as Hyphenator;
    const { breaks, lengths } = listedBreaks(listed);
    const words = new Map<string, string>();
    const hyphenate = (word: string) => {
      let result = words.get(word);
      if (result === undefined) {
        result = INNER_CAPITAL.test(word) ? word : (listedHyphenation(word, breaks, lengths) ?? sparselyHyphenated(word, hyphenateSync(word)));
        words.set(word, result);
      }
      return result;
    };
    hyphenated.set(code, (language = { list, hyphenate }));
  }
  return language.hyphenate;
}

/** Elements whose content is raw text, where a "<" starts no tag: passed on as they are. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);
/** Elements whose text is code, which a break would change. */
const CODE = new Set(['code', 'pre']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/**
 * A comment (React writes `<!-- -->` between adjacent texts), or a tag: its closing slash, name and attributes (React
 * escapes ">" in attribute values).
 */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g;
const LANG = /\slang="([^"]*)"/;

interface Open {
  name: string;
  /** Within code or an island React hydrates, whose text is left alone. */
  untouched: boolean;
  /** In the page's language. */
  inLanguage: boolean;
}

/** Whether the tag opens an island whose HTML React renders again in the browser: one whose record names no plain code. */
function opensReactIsland(tag: string): boolean {
  if (!tag.startsWith(ISLAND_ROOT)) return false;
  const type = tag.slice(ISLAND_ROOT.length, tag.indexOf('"', ISLAND_ROOT.length));
  return recordOf(type)?.island?.client === undefined;
}

/**
 * The page's HTML, in the language `code`, with soft hyphens in its text's long words (`listed`, the language's list)
 * and the language's rules of where a line must not break (src/i18n/lineBreakRules.ts).
 */
export function withLineBreakRules(html: string, code: string, listed: readonly string[] = []): string {
  const hyphenate = hyphenatorOf(code, listed);
  if (!hyphenate) return html;
  const language = code.toLowerCase();
  const noBreak = noBreakRulesOf(language);
  const open: Open[] = [{ name: '', untouched: false, inLanguage: true }];
  // The HTML up to `copied` is in `parts`, with the texts that changed.
  const parts: string[] = [];
  let copied = 0;
  let textStart = 0;
  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(html); ; token = TOKEN.exec(html)) {
    const textEnd = token ? token.index : html.length;
    const { untouched, inLanguage } = open[open.length - 1];
    if (textEnd > textStart && !untouched && inLanguage) {
      const text = html.slice(textStart, textEnd);
      const hyphenated = text.length >= LONG_WORD_LETTERS ? text.replace(LONG_WORD, hyphenate) : text;
      const ruled = withUnbrokenDashes(withNoBreakSpaces(hyphenated, noBreak), language);
      if (ruled !== text) {
        parts.push(html.slice(copied, textStart), ruled);
        copied = textEnd;
      }
    }
    if (!token) break;
    const [whole, closing, name, attributes] = token;
    textStart = token.index + whole.length;
    if (name === undefined) continue;
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at > 0) open.length = at;
    } else if (!VOID.has(name) && !attributes.endsWith('/')) {
      const parent = open[open.length - 1];
      const lang = attributes.includes(' lang=') ? LANG.exec(attributes)?.[1].toLowerCase() : undefined;
      open.push({
        name,
        untouched: parent.untouched || CODE.has(name) || opensReactIsland(whole),
        inLanguage: lang === undefined ? parent.inLanguage : lang === language || lang.startsWith(`${language}-`),
      });
      if (RAW_TEXT.has(name)) {
        // Its content, up to its end tag, goes as it is.
        const end = html.indexOf(`</${name}`, textStart);
        TOKEN.lastIndex = textStart = end < 0 ? html.length : end;
      }
    }
  }
  parts.push(html.slice(copied));
  return parts.join('');
}
