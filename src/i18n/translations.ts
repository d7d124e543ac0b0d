/**
 * Translations: the words of a page in another language, kept apart from the page's structure. A translation file,
 * `translations/<code>/<the page's path under pages/>`, maps the path of each translatable field of the English
 * document to the English it was translated from and the translation:
 *
 *   blocks[0].title:
 *     en: Built for the businesses
 *     de: Gebaut für die Betriebe
 *
 * Blocks, their order, links, icons and pictures stay in the English document. Because each entry keeps its English,
 * the checker knows, field by field, whether the English has changed since it was translated (stale), and a field of
 * the English page that no entry gives is untranslated (missing): the page shows it in English, marked as English.
 * Beside them, `translations/<code>/_hyphenation.yaml` lists where the language's long words break (./hyphenation.ts).
 */
import type { Problem, Segment, Severity } from '../content/problems.ts';
import { formatPath, parsePath } from '../content/problems.ts';
import type { Locate } from '../content/linker.ts';
import type { SchemaIndex } from '../content/schemaIndex.ts';
import { parseYaml, positionOfKey, positionOfPath, type YamlSource } from '../content/yamlSource.ts';
import type { WeeklyPrices } from '../lib/prices.ts';
import { convertedAmountsProblem, type MoneyWriting } from './amounts.ts';
import { HYPHENATION_FILE, readHyphenation } from './hyphenation.ts';
import { translatedMessageProblem } from './messages.ts';
import { translatableStrings } from './translatable.ts';

/** The folder beside pages/ that holds a folder of translations for each language but the default. */
export const TRANSLATIONS_DIR = 'translations';

export interface LocaleSettings extends MoneyWriting {
  code: string;
  complete: boolean;
}

/** How the site converts amounts of money: from the default language's currency, at the weekly prices' ratio. */
export interface MoneyRule {
  from: MoneyWriting;
  prices: WeeklyPrices;
}

/** A document of the default language that translations may translate. */
export interface SourceDocument {
  /** As problems name it: pages/about.yaml. */
  file: string;
  schemaId: string;
  data: unknown;
  /** False for documents that stay in the default language (articles): a translation of one is a mistake. */
  translatable: boolean;
  /** Its strings are ICU messages (the catalogue): a translation must fill in the same {names}. */
  messages?: boolean;
}

export interface TranslationFileText {
  /** As problems name it: translations/de/about.yaml. */
  file: string;
  text: string;
}

/** What is wrong with a translated document as a whole: a schema's rule or a lint rule, at a path of the document. */
export interface DocumentFault {
  path: readonly Segment[];
  message: string;
  severity: Severity;
}

/** Checks a document with its translation applied, as the default language's documents are checked. */
export type CheckTranslated = (source: SourceDocument, translated: unknown) => DocumentFault[];

/** One document's words in one language, as checked. */
export interface DocumentTranslation {
  /** The translation file, whether it exists or not. */
  file: string;
  /** Each translated field's words, by its path (`blocks[0].title`). Stale ones are kept: they beat English. */
  values: Map<string, string>;
  /** Paths of translatable fields with no translation: they show the English. */
  missing: string[];
  /** Paths of fields whose English changed since they were translated. */
  stale: string[];
  /** Entries that followed their English to another field: the field's path, by the path the entry is filed under. */
  moved: Map<string, string>;
}

export interface TranslationCheck {
  problems: Problem[];
  /** By language code, then by the source document's file. */
  translations: Map<string, Map<string, DocumentTranslation>>;
  /** By language code: the words listed with their breaks (./hyphenation.ts). */
  hyphenation: Map<string, string[]>;
}

/** The file translating `sourceFile` (pages/about.yaml) into `code`. */
export const translationFileOf = (sourceFile: string, code: string) => sourceFile.replace(/^pages\//, `${TRANSLATIONS_DIR}/${code}/`);

/** The comment a new translation file starts with. */
export const translationFileHeader = (code: string, sourceFile: string) =>
  `# The ${code} words of ${sourceFile}: for each field, the English it translates (en) and the translation (${code}).\n`;

/** The page document that `translationFile` (translations/de/about.yaml) translates: pages/about.yaml. */
export const sourceFileOf = (translationFile: string) => translationFile.replace(/^translations\/[^/]+\//, 'pages/');

const quote = (text: string) => JSON.stringify(text.length > 160 ? `${text.slice(0, 157)}...` : text);

/**
 * Checks every translation file against the documents it translates, and says for every language what each document
 * shows. `locate` finds a field in a source document, for problems that name the English.
 */
export function checkTranslations(
  locales: readonly LocaleSettings[],
  sources: readonly SourceDocument[],
  files: readonly TranslationFileText[],
  schemas: SchemaIndex,
  locate: Locate,
  checkTranslated: CheckTranslated,
  money: MoneyRule,
): TranslationCheck {
  const problems: Problem[] = [];
  const translations = new Map<string, Map<string, DocumentTranslation>>();
  const hyphenation = new Map<string, string[]>();
  const sourceByFile = new Map(sources.map((source) => [source.file, source]));
  const fields = new Map<string, Map<string, string>>();
  // Pages of one kind have the same paths, which each language's list of missing fields keeps for the whole build: one
  // string each, not one per page and each built of a piece per segment (~100 MB at 5,000 untranslated pages).
  const paths = new Map<string, string>();
  const shared = (path: string) => paths.get(path) ?? (paths.set(path, path), path);
  const fieldsOf = (source: SourceDocument) => {
    let found = fields.get(source.file);
    if (!found) {
      found = new Map(translatableStrings(source.data, source.schemaId, schemas).map(({ path, value }) => [shared(formatPath(path)), value]));
      fields.set(source.file, found);
    }
    return found;
  };
  const filesByLocale = new Map<string, TranslationFileText[]>();
  for (const file of files) {
    const code = file.file.split('/')[1];
    if (!locales.some((locale) => locale.code === code)) {
      problems.push(problemAt(file.file, { line: 1, column: 1 }, '', 'error',
        `"${code}" is not one of the site's languages, so nothing reads this file. Add the language to locales in ` +
          `pages/_site.yaml, or move the file into the folder of a language the site has (${locales.map((locale) => locale.code).join(', ')}).`));
      continue;
    }
    filesByLocale.set(code, [...(filesByLocale.get(code) ?? []), file]);
  }

  for (const locale of locales) {
    const byDocument = new Map<string, DocumentTranslation>();
    translations.set(locale.code, byDocument);
    const gap: Severity = locale.complete ? 'warning' : 'notice';
    const localeFiles = filesByLocale.get(locale.code) ?? [];
    const breaks = localeFiles.find((file) => file.file === `${TRANSLATIONS_DIR}/${locale.code}/${HYPHENATION_FILE}`);
    if (breaks) {
      const read = readHyphenation(breaks.file, breaks.text);
      problems.push(...read.problems);
      hyphenation.set(locale.code, read.words);
    }
    const given = new Map(localeFiles.filter((file) => file !== breaks).map((file) => [sourceFileOf(file.file), file]));

    for (const [sourceFile, file] of given) {
      const source = sourceByFile.get(sourceFile);
      if (!source) {
        problems.push(problemAt(file.file, { line: 1, column: 1 }, '', 'error',
          `There is no ${sourceFile} for this file to translate. Rename it to the path of the page it translates ` +
            `(under ${TRANSLATIONS_DIR}/${locale.code}/, as the page is under pages/), or delete it.`));
      } else if (!source.translatable) {
        problems.push(problemAt(file.file, { line: 1, column: 1 }, '', 'error',
          `${sourceFile} is an article, and articles are published in English only. Delete this file.`));
      }
    }

    for (const source of sources) {
      if (!source.translatable) continue;
      const file = translationFileOf(source.file, locale.code);
      const english = fieldsOf(source);
      const translation: DocumentTranslation = { file, values: new Map(), missing: [], stale: [], moved: new Map() };
      byDocument.set(source.file, translation);
      const given_ = given.get(source.file);
      if (!given_) {
        translation.missing.push(...english.keys());
        if (english.size > 0) {
          problems.push(problemAt(file, { line: 1, column: 1 }, '', gap,
            `${source.file} has no translation into "${locale.code}" yet: its ${english.size} fields show in English. ` +
              `Run \`npm run translations -- --fill ${locale.code}\` to write this file with the English to translate.`,
            `This page has no translation yet: its ${english.size} fields show in English. Type a translation into any field and save: saving starts the translation.`));
        }
        continue;
      }
      const parsed = parseYaml(file, given_.text);
      problems.push(...parsed.problems);
      if (!parsed.source) {
        translation.missing.push(...english.keys());
        continue;
      }
      const entryOf = readEntries(parsed.source, locale, english, source, translation, problems, gap, locate, money);
      if (translation.values.size === 0) continue;
      // A translation may break a rule the English keeps (a caller's name too long for its card, a title too long
      // for search results): each fault is reported at the entry that gives the words.
      for (const fault of checkTranslated(source, applyTranslation(source.data, translation.values))) {
        const path = formatPath(fault.path);
        const field = [...translation.values.keys()].find((entry) => path === entry || path.startsWith(`${entry}.`) || path.startsWith(`${entry}[`));
        const key = field && entryOf.get(field);
        const severity = fault.severity === 'error' ? 'error' : gap;
        problems.push(problemAt(file, key ? positionOfKey(parsed.source, [], key) : { line: 1, column: 1 }, key ?? path, severity, `In "${locale.code}", ${path} ${fault.message}`));
      }
    }
  }
  return { problems, translations, hyphenation };
}

/** An entry of a translation file in the form it must have: the English it was translated from, and the translation. */
interface Entry {
  /** The path it is filed under. */
  key: string;
  en: string;
  /** The translation as written; undefined or blank if not written yet. */
  text: string | undefined;
}

/**
 * Reads one translation file's entries into `translation`, reporting each entry that is wrong, stale or missing, and
 * returns the entry key that gives each translated field's words, by the field's path.
 *
 * An entry translates the field it is filed under while that field's English is still the entry's. Once it is not (a
 * block was moved, or one was added or removed before it), the entry follows its English: it translates the field
 * that now reads exactly that English and that no entry in place translates, the first such in the page. So moving
 * a block leaves every language as it was; only an entry whose English is nowhere in the page is stale where it is
 * filed, or, where its field is gone, of no use.
 */
function readEntries(
  source: YamlSource,
  locale: LocaleSettings,
  english: Map<string, string>,
  document: SourceDocument,
  translation: DocumentTranslation,
  problems: Problem[],
  gap: Severity,
  locate: Locate,
  money: MoneyRule,
): Map<string, string> {
  const { code } = locale;
  const { file, data } = source;
  const at = (key: string) => positionOfKey(source, [], key);
  const englishAt = (path: string) => {
    const where = locate(document.file, parsePath(path)!);
    return `${document.file}:${where.line}:${where.column}`;
  };
  const entryOf = new Map<string, string>();
  if (data === null || data === undefined) {
    translation.missing.push(...english.keys());
    return entryOf;
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    problems.push(problemAt(file, { line: 1, column: 1 }, '', 'error',
      'A translation file maps each field\'s path to its English ("en") and its translation. Start it with a path such as "meta.title:".'));
    translation.missing.push(...english.keys());
    return entryOf;
  }

  const entries: Entry[] = [];
  /** Fields whose entry is written wrongly: they show the English, and their entry is reported. */
  const unusable = new Set<string>();
  for (const [key, entry] of Object.entries(data)) {
    if (!english.has(key)) {
      const segments = parsePath(key);
      if (segments !== undefined && segments.length > 0 && valueAt(document.data, segments) !== undefined) {
        problems.push(problemAt(file, at(key), key, 'error',
          `${document.file} has ${key}, but it is not words a visitor reads (a link, an icon, a name the code uses, or ` +
            'a brand), so every language shares it. Delete this entry.',
          'this is not words a visitor reads (a link, an icon, a name the code uses, or a brand), so every language ' +
            'shares the English page\'s and there is nothing to translate. The editor cannot remove this entry: delete it in a text editor.'));
        continue;
      }
    }
    const fields = entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : undefined;
    const extra = fields && Object.keys(fields).filter((name) => name !== 'en' && name !== code);
    if (!fields || typeof fields.en !== 'string' || (fields[code] !== undefined && typeof fields[code] !== 'string') || extra!.length > 0) {
      problems.push(problemAt(file, positionOfPath(source, [key]), key, 'error',
        `Each entry holds two texts: "en", the English it was translated from, and "${code}", the translation` +
          (extra && extra.length > 0 ? `; "${extra.join('", "')}" does not belong here` : '') + '. Write it as en: ... and ' + `${code}: ...` + '.'));
      if (english.has(key)) unusable.add(key);
      continue;
    }
    entries.push({ key, en: fields.en, text: fields[code] as string | undefined });
  }

  // Each field's entry: the one filed under it while its English is the entry's, else one that followed its English.
  for (const entry of entries) if (english.get(entry.key) === entry.en) entryOf.set(entry.key, entry.key);
  const untaken = (path: string) => !entryOf.has(path) && !unusable.has(path);
  const moved = entries.filter((entry) => english.get(entry.key) !== entry.en);
  const englishFields = [...english];
  for (const entry of moved) {
    const path = englishFields.find(([field, text]) => text === entry.en && untaken(field))?.[0];
    if (path === undefined) continue;
    entryOf.set(path, entry.key);
    translation.moved.set(entry.key, path);
    problems.push(problemAt(file, at(entry.key), entry.key, 'notice',
      `moved: its English is now at ${path} (${englishAt(path)}), which it translates. ` +
        `\`npm run translations -- --fill ${code}\` files it under that path.`,
      `moved: its English is now at ${path}, which it translates; nothing to do.`));
  }
  for (const entry of moved) {
    if (translation.moved.has(entry.key)) continue;
    if (english.has(entry.key) && untaken(entry.key)) entryOf.set(entry.key, entry.key);
    else if (english.has(entry.key)) {
      problems.push(problemAt(file, at(entry.key), entry.key, gap,
        `the entry filed under ${entryOf.get(entry.key)} translates this field now, as its English is here, and this ` +
          `entry's English, ${quote(entry.en)}, is nowhere in ${document.file} any more. If it was reworded, move this ` +
          'entry to the path of the new words and update it; otherwise delete it.',
        `an old translation of ${quote(entry.en)}, English the page no longer has, is left over here; the field shows the ` +
          'translation that followed its English. The editor cannot remove the old one: delete it in a text editor.'));
    } else {
      problems.push(problemAt(file, at(entry.key), entry.key, gap,
        `${document.file} has no field ${entry.key} any more, and its English, ${quote(entry.en)}, is nowhere else in the page ` +
          '(it was removed, or reworded as its block moved). Find where its words are now in the English page and move ' +
          'this entry to that path, or delete it.',
        `the translation of ${quote(entry.en)} is for words the English page no longer has (they were removed, or ` +
          'reworded as their block moved), so no field shows it. Translate the new words in their field; the editor ' +
          'cannot remove the old translation: delete it in a text editor.'));
    }
  }

  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  for (const [path, key] of entryOf) {
    const { en, text } = byKey.get(key)!;
    if (!text?.trim()) {
      translation.missing.push(path);
      problems.push(problemAt(file, at(key), key, gap,
        `not translated yet: ${englishAt(path)} says ${quote(english.get(path)!)}, and the page shows it in English. ` +
          `Write its translation after ${code}:.`,
        `not translated yet: the page shows the English, ${quote(english.get(path)!)}. Type the translation into the field.`));
      continue;
    }
    const messageProblem = document.messages ? translatedMessageProblem(english.get(path)!, text) : undefined;
    if (messageProblem) {
      problems.push(problemAt(file, positionOfPath(source, [key, code]), key, 'error', messageProblem));
      translation.missing.push(path);
      continue;
    }
    translation.values.set(path, text);
    const amountsProblem = convertedAmountsProblem(english.get(path)!, text, money.from, locale, money.prices);
    if (amountsProblem) problems.push(problemAt(file, positionOfPath(source, [key, code]), key, 'warning', amountsProblem));
    if (en !== english.get(path)) {
      translation.stale.push(path);
      problems.push(problemAt(file, at(key), key, gap,
        `stale: the English changed since this was translated (${englishAt(path)}). ` +
          `It was ${quote(en)}; it is now ${quote(english.get(path)!)}. Update the translation, then set en: to the new English.`,
        `stale: the English changed since this was translated. It was ${quote(en)}; it is now ${quote(english.get(path)!)}. ` +
          'Change the translation if it needs it, then press Mark as reviewed.'));
    }
  }
  for (const path of english.keys()) {
    if (entryOf.has(path)) continue;
    translation.missing.push(path);
    if (unusable.has(path)) continue;
    problems.push(problemAt(file, { line: 1, column: 1 }, path, gap,
      `not translated: ${englishAt(path)} says ${quote(english.get(path)!)}, and the page ` +
        `shows it in English. Add an entry for ${path} (\`npm run translations -- --fill ${code}\` adds it with its English).`,
      `not translated yet: the page shows the English, ${quote(english.get(path)!)}. Type the translation into the field.`));
  }
  return entryOf;
}

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  return path.reduce<unknown>((at, segment) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[segment] : undefined), data);
}

function problemAt(file: string, { line, column }: { line: number; column: number }, path: string, severity: Severity, message: string, editorMessage?: string): Problem {
  return { file, line, column, path, message, severity, ...(editorMessage && { editorMessage }) };
}

/** A copy of `data` with each translated value put in its place. */
export function applyTranslation<T>(data: T, values: ReadonlyMap<string, string>): T {
  const copy = structuredClone(data);
  for (const [key, text] of values) {
    const path = parsePath(key)!;
    const parent = valueAt(copy, path.slice(0, -1)) as Record<Segment, unknown>;
    parent[path.at(-1)!] = text;
  }
  return copy;
}

/** The words of `data` (the default language's document) at the paths a translation leaves untranslated. */
export function untranslatedTexts(data: unknown, missing: readonly string[]): string[] {
  const texts = missing.map((key) => valueAt(data, parsePath(key)!)).filter((text): text is string => typeof text === 'string');
  return [...new Set(texts)];
}
