/**
 * `npm run translations`: how much of the site each language has, and every field that is missing or stale.
 * `npm run translations -- --fill <code>` adds an entry for every untranslated field to that language's files, with
 * its English and an empty translation to write, and files each entry that followed its English to another field (a
 * block moved) under that field's path. It appends, and rewrites no more of a file than those paths.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isMap, isScalar, parse, parseDocument, stringify } from 'yaml';
import { formatProblem, parsePath } from '../src/content/problems';
import { SITE_CONFIG_FILE, STRINGS_FILE } from '../src/content/routes';
import { createContentChecker } from '../src/content/siteContent';
import { translationFileHeader } from '../src/i18n/translations';
import { commandArguments } from './commandLine';

const USAGE = `Usage: npm run translations -- [--fill <code>]

Shows how much of the site each language has, and lists every missing or stale translation at its file:line:col.

  --fill <code>  add an entry for every field not yet translated into that language (a code from pages/_site.yaml,
                 such as de) to its files, with its English and an empty translation to write; and file each entry
                 whose block moved under its field's new path

Exit codes: 0 done, 1 the English pages have errors or <code> is no language of the site, 2 an argument it does not
understand.`;

const root = join(import.meta.dirname, '..');
const fill = commandArguments({ usage: USAGE, options: ['--fill'] }).options.get('--fill');

const content = createContentChecker(root).check();
const errors = content.problems.filter((problem) => problem.severity === 'error');
if (!content.site || errors.some((problem) => problem.file.startsWith('pages/'))) {
  for (const problem of errors) console.error(formatProblem(problem));
  console.error('\nThe English pages have errors (above); mend them first, since translations are checked against them.');
  process.exit(1);
}
const locales = content.site.locales.slice(1);
const englishOf = (file: string, path: string) => {
  const documents: Record<string, unknown> = { [`pages/${SITE_CONFIG_FILE}`]: content.site, [`pages/${STRINGS_FILE}`]: content.strings };
  const data = documents[file] ?? [...content.pages, content.notFound].find((page) => page?.file === file)?.doc;
  return parsePath(path)!.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], data) as string;
};

if (fill) {
  const translations = content.translations.get(fill);
  if (!translations) {
    console.error(`"${fill}" is not one of the site's languages (${locales.map((locale) => locale.code).join(', ')}); pages/_site.yaml declares them.`);
    process.exit(1);
  }
  let added = 0;
  for (const [source, translation] of translations) {
    if (translation.moved.size > 0) {
      const refiled = refile(translation.file, translation.moved);
      if (refiled > 0) console.log(`${translation.file}: ${refiled} ${refiled === 1 ? 'entry' : 'entries'} filed under the path their English moved to`);
    }
    // A field whose entry exists but is empty counts as missing too; only fields with no entry at all are added.
    const written = entriesIn(translation.file);
    const absent = translation.missing.filter((path) => !written.has(path));
    if (absent.length === 0) continue;
    const file = join(root, translation.file);
    const entries = Object.fromEntries(absent.map((path) => [path, { en: englishOf(source, path), [fill]: '' }]));
    const text = stringify(entries, { lineWidth: 118, minContentWidth: 40 });
    if (existsSync(file)) appendFileSync(file, text);
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, translationFileHeader(fill, source) + text);
    }
    added += absent.length;
    console.log(`${translation.file}: ${absent.length} to translate`);
  }
  console.log(`\nAdded ${added} entries with their English and an empty "${fill}" to fill in.`);
  process.exit(0);
}

/**
 * Renames the entries of a translation file that followed their English, each to the path of its field now, byte for
 * byte in place; one whose new path another entry still holds is left (the check says what to do with that one).
 */
function refile(file: string, moved: ReadonlyMap<string, string>): number {
  const absolute = join(root, file);
  const text = readFileSync(absolute, 'utf8');
  const document = parseDocument(text);
  if (!isMap(document.contents)) return 0;
  const keys = document.contents.items.flatMap(({ key }) => (isScalar(key) && typeof key.value === 'string' && key.range ? [{ path: key.value, range: key.range }] : []));
  const staying = new Set(keys.map(({ path }) => path).filter((path) => !moved.has(path)));
  const renames = keys.filter(({ path }) => moved.has(path) && !staying.has(moved.get(path)!));
  if (renames.length === 0) return 0;
  let result = text;
  for (const { path, range } of renames.reverse()) result = result.slice(0, range[0]) + moved.get(path)! + result.slice(range[1]);
  writeFileSync(absolute, result);
  return renames.length;
}

/** The paths a translation file has an entry for, empty or not: read once per file. */
function entriesIn(file: string): Set<string> {
  const absolute = join(root, file);
  if (!existsSync(absolute)) return new Set();
  const data = parse(readFileSync(absolute, 'utf8')) as Record<string, unknown> | null;
  return new Set(data !== null && typeof data === 'object' ? Object.keys(data) : []);
}

console.log('Language  translated  stale  missing  complete');
for (const locale of locales) {
  let fields = 0;
  let missing = 0;
  let stale = 0;
  for (const translation of content.translations.get(locale.code)!.values()) {
    fields += translation.values.size + translation.missing.length;
    missing += translation.missing.length;
    stale += translation.stale.length;
  }
  const share = fields === 0 ? 100 : (100 * (fields - missing)) / fields;
  console.log(`${locale.code.padEnd(10)}${`${share.toFixed(1)}%`.padStart(10)}${String(stale).padStart(7)}${String(missing).padStart(9)}  ${locale.complete ? 'declared complete' : 'no'}`);
}
const listed = content.problems.filter((problem) => problem.file.startsWith('translations/'));
if (listed.length > 0) {
  console.log('');
  for (const problem of listed) console.log(formatProblem(problem));
}
