import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PageDocument, SiteConfig, UiStrings } from '../generated/schema-types';
import { describeAjvErrors } from './describeError.ts';
import { documentFacts, linkSite, unsafeInlineLinks, type DocumentFacts, type LinkablePage, type Locate } from './linker.ts';
import { lintDocument, lintMetaLengths, lintSite } from './lint.ts';
import { messageProblems } from '../i18n/messages.ts';
import { outdatedBlocks, outdatedMessage } from './migrations.ts';
import { byLocation, formatPath, type Problem, type Segment } from './problems.ts';
import { NOT_FOUND_FILE, routeOfFile, SITE_CONFIG_FILE, STRINGS_FILE } from './routes.ts';
import { NOT_FOUND_ROUTE } from '../constants.ts';
import { schemaIndex } from './schemaIndex.ts';
import { compileValidators, PAGE_SCHEMA_ID, readSchemas, SITE_SCHEMA_ID, STRINGS_SCHEMA_ID, type SchemaSet, type Validators } from './schemas.ts';
import {
  checkTranslations,
  sourceFileOf,
  TRANSLATIONS_DIR,
  type DocumentFault,
  type DocumentTranslation,
  type SourceDocument,
  type TranslationFileText,
} from '../i18n/translations.ts';
import { fileLocator, locateIn, parseYaml, positionOfKey, positionOfPath } from './yamlSource.ts';

export type PageEntry = LinkablePage;

export interface SiteContent {
  site?: SiteConfig;
  /** The words of the frame and blocks, in the default language. */
  strings?: UiStrings;
  /** Every routed page that passed its checks, sorted by route. */
  pages: PageEntry[];
  /** How many page documents were checked, with errors or without, the 404 page included. */
  pagesChecked: number;
  notFound?: PageEntry;
  /** Each language's words for each document, by language code and then by the document's file. */
  translations: Map<string, Map<string, DocumentTranslation>>;
  /** Each language's words listed with their breaks (src/i18n/hyphenation.ts), by language code. */
  hyphenation: Map<string, string[]>;
  problems: Problem[];
}

/** What checking one file yields: plain data, so it can cross from a worker thread. */
export interface CheckedFile {
  file: string;
  role: 'site' | 'strings' | 'not-found' | 'page';
  route?: string;
  problems: Problem[];
  /** Set when the document parsed and passed its schema. */
  valid?: { data: unknown; facts: DocumentFacts };
}

export interface ContentChecker {
  /** Reads, validates and links every document under pages/. Never throws on bad content. */
  check(): SiteContent;
  /** The same, with the per-file work of a large site shared with a worker thread. */
  checkInParallel(): Promise<SiteContent & ParallelReport>;
  /** Each file's result from the last run, when the checker remembers them (incremental, or given `known`). */
  known(): KnownResults;
  /** Problems are reported against `pages/<path>` whichever folder this is. */
  pagesDir: string;
  schemas: SchemaSet;
}

/**
 * Below this many files, a worker thread costs more than it saves: starting one (tsx's loader, the modules, compiling
 * the schemas) took about 1.3 s of CPU, as long as checking 6,000 files, and the worker checks half of them. Since the
 * compiled schemas are kept (compileValidators), a start takes ~0.4 s of CPU; the bound has not been measured again.
 */
const PARALLEL_FROM_FILES = 12_000;

export interface ParallelReport {
  /** Set when a worker thread took part, with how many files it checked. */
  worker?: { files: number };
}

/** Each file's result by the file's path, with the hash of the text it was checked from. */
export type KnownResults = Map<string, { textHash: string; result: CheckedFile }>;

export interface CheckerOptions {
  /**
   * Keep each file's result while its text is unchanged, so that after a save only the saved file is parsed and
   * validated again before the whole-site checks (the dev server). Off, every run checks every file afresh.
   */
  incremental?: boolean;
  /** Results of an earlier run with the same schemas and checker code (the build keeps them); implies incremental. */
  known?: KnownResults;
  /** From how many files `checkInParallel` shares the work with a worker thread. */
  parallelFromFiles?: number;
  /** Where the translations are: by default `defaultTranslationsDir`. */
  translationsDir?: string;
}

/** A document of pages/ as translations translate it: its schema, and whether it is translated at all (articles are not). */
export function sourceDocument(file: string, data: unknown): SourceDocument {
  const inPages = file.replace(/^pages\//, '');
  if (inPages === SITE_CONFIG_FILE) return { file, schemaId: SITE_SCHEMA_ID, data, translatable: true };
  if (inPages === STRINGS_FILE) return { file, schemaId: STRINGS_SCHEMA_ID, data, translatable: true, messages: true };
  return { file, schemaId: PAGE_SCHEMA_ID, data, translatable: (data as PageDocument | null)?.kind !== 'article' };
}

/** `translations/` beside the project's own pages/; a site checked from another folder has none unless given. */
export const defaultTranslationsDir = (root: string, pagesDir: string) => (pagesDir === join(root, 'pages') ? join(root, TRANSLATIONS_DIR) : undefined);

/** Pictures that documents name are looked for in `<root>/public/`, wherever `pagesDir` is. */
export function createContentChecker(
  root: string,
  pagesDir = join(root, 'pages'),
  { incremental = false, known, parallelFromFiles = PARALLEL_FROM_FILES, translationsDir }: CheckerOptions = {},
): ContentChecker {
  const schemas = readSchemas(join(root, 'schemas'));
  // Compiled when a file needs checking: a build whose files are all known needs no validator.
  let validators: Validators | undefined;
  const checkOne = (absolute: string, text?: string) =>
    checkFile(pagesDir, absolute, schemas, (validators ??= compileValidators(schemas)), text);
  let previous: KnownResults = known ?? new Map();
  const remembers = incremental || known !== undefined;

  /** Reads the files, and tells which of them need checking: all of them, unless results are remembered. */
  const partition = (files: string[]) => {
    const read = files.map((absolute) => {
      const text = readText(absolute);
      return { absolute, text, textHash: remembers && text !== undefined ? hashOfText(text) : undefined };
    });
    const unknown = read.filter(({ absolute, textHash }) => textHash === undefined || previous.get(absolute)?.textHash !== textHash);
    return { read, unknown };
  };
  /** Every file's result, fresh or remembered, in the order of `read`; remembers them for the next run. */
  const merge = ({ read, unknown }: ReturnType<typeof partition>, fresh: CheckedFile[]) => {
    const freshByFile = new Map(unknown.map(({ absolute }, index) => [absolute, fresh[index]]));
    const current: KnownResults = new Map();
    const results = read.map(({ absolute, textHash }) => {
      const result = freshByFile.get(absolute) ?? previous.get(absolute)!.result;
      if (textHash !== undefined) current.set(absolute, { textHash, result });
      return result;
    });
    previous = current;
    return results;
  };
  const isPublicFile = publicFileCheck(join(root, 'public'));
  // Problems found across documents are located by reading their file again; valid files are never re-read.
  const pageText = (file: string) => readFileSync(join(pagesDir, file.replace(/^pages\//, '')), 'utf8');
  translationsDir ??= defaultTranslationsDir(root, pagesDir);
  const assemble = (checked: readonly CheckedFile[]) =>
    assembleSite(checked, isPublicFile, fileLocator(pageText), (site, sources, unchecked) => {
      if (!translationsDir) return { problems: [], translations: new Map(), hyphenation: new Map() };
      const read = readTranslationFiles(translationsDir);
      const { problems } = read;
      // A page with errors is no source: its translations wait until it is mended, not taken for those of no page.
      const files = read.files.filter((file) => !unchecked.has(sourceFileOf(file.file)));
      const validate = (validators ??= compileValidators(schemas));
      const check = checkTranslations(site.locales.slice(1), sources, files, schemaIndex(schemas.files.values()), fileLocator(pageText), (source, translated) => {
        const faults: DocumentFault[] = [];
        const validator = source.schemaId === PAGE_SCHEMA_ID ? validate.page : source.schemaId === SITE_SCHEMA_ID ? validate.site : validate.strings;
        if (!validator(translated)) {
          for (const error of describeAjvErrors(validator.errors ?? [], schemas)) faults.push({ path: error.path, message: error.message, severity: 'error' });
        }
        if (source.schemaId === PAGE_SCHEMA_ID) {
          lintMetaLengths(translated as PageDocument, (path, message) => faults.push({ path, message, severity: 'warning' }));
        }
        return faults;
      }, { from: site.locales[0], prices: site.prices });
      return { problems: [...problems, ...check.problems], translations: check.translations, hyphenation: check.hyphenation };
    });
  const checkHere = (files: { absolute: string; text?: string }[]) => files.map(({ absolute, text }) => checkOne(absolute, text));
  return {
    check() {
      const files = partition(listFiles(pagesDir));
      return assemble(merge(files, checkHere(files.unknown)));
    },
    async checkInParallel() {
      const files = partition(listFiles(pagesDir));
      const { unknown } = files;
      if (unknown.length < parallelFromFiles) return assemble(merge(files, checkHere(unknown)));
      const half = Math.ceil(unknown.length / 2);
      const { checkInWorker } = await import('./checkWorkerPool.ts');
      const [first, second] = await Promise.all([
        checkInWorker(root, pagesDir, unknown.slice(0, half).map(({ absolute }) => absolute)),
        Promise.resolve(checkHere(unknown.slice(half))),
      ]);
      return { ...assemble(merge(files, [...first, ...second])), worker: { files: first.length } };
    },
    known: () => previous,
    pagesDir,
    schemas,
  };
}

/**
 * Parses and validates one file (its `text`, when the caller has read it already). Problems with the content are
 * returned, never thrown.
 */
export function checkFile(pagesDir: string, absolute: string, schemas: SchemaSet, validators: Validators, text?: string): CheckedFile {
  const inPages = relative(pagesDir, absolute).split(sep).join('/');
  const file = `pages/${inPages}`;
  const role = inPages === SITE_CONFIG_FILE ? 'site' : inPages === STRINGS_FILE ? 'strings' : inPages === NOT_FOUND_FILE ? 'not-found' : 'page';
  const fail = (message: string): CheckedFile => ({ file, role, problems: [{ file, line: 1, column: 1, path: '', message, severity: 'error' }] });

  if (!inPages.endsWith('.yaml')) {
    return fail(
      inPages.endsWith('.yml')
        ? 'Page files end in ".yaml", so this one is not part of the site. Rename it to end in ".yaml".'
        : 'Only page files (ending in ".yaml") belong under pages/. Move this file to public/ if the site serves it, or delete it.',
    );
  }
  let route: string | undefined;
  if (role === 'page') {
    const result = routeOfFile(inPages);
    if ('error' in result) return fail(result.error);
    route = result.route;
  }
  if (role === 'page' && inPages.split('/').some((segment) => segment.startsWith('_'))) {
    return fail(
      `Only ${SITE_CONFIG_FILE} and ${STRINGS_FILE} may start with "_" under pages/. Rename this file so it becomes a page, or move it out of pages/.`,
    );
  }
  try {
    const parsed = parseYaml(file, text ?? readFileSync(absolute, 'utf8'));
    if (!parsed.source) return { file, role, route, problems: parsed.problems };
    const source = parsed.source;
    const facts = documentFacts(file, source.data);
    const problems = [...parsed.problems, ...unsafeInlineLinks(facts, (_, path, inlineHref) => locateIn(source, path, inlineHref))];
    const validate = validators[role === 'site' || role === 'strings' ? role : 'page'];
    if (validate(source.data)) {
      if (role === 'strings') problems.push(...messageProblems(source));
      else problems.push(...lintDocument(source, role));
      return { file, role, route, problems, valid: { data: source.data, facts } };
    }
    const errors = [...(validate.errors ?? [])];
    // A block written for an older version of its type gets one problem that says how to update it, instead of one
    // for each field the new version names differently.
    const outdated = role === 'site' ? [] : outdatedBlocks(source.data, validators.block);
    for (const block of outdated) {
      const at = ['blocks', block.index];
      problems.push({ file, ...positionOfPath(source, [...at, 'type']), path: formatPath(at), message: outdatedMessage(block), severity: 'error' });
    }
    const inOutdated = (path: readonly Segment[]) => path[0] === 'blocks' && outdated.some(({ index }) => path[1] === index);
    for (const error of describeAjvErrors(errors, schemas).filter((error) => !inOutdated(error.path))) {
      const position = error.key ? positionOfKey(source, error.path.slice(0, -1), error.key) : positionOfPath(source, error.path);
      const { message, editorMessage } = error;
      problems.push({ file, ...position, path: formatPath(error.path), message, severity: 'error', ...(editorMessage && { editorMessage }) });
    }
    return { file, role, route, problems };
  } catch (error) {
    return fail(
      `This file could not be checked: ${error instanceof Error ? error.message : String(error)}. ` +
        'That is a fault in the site tooling rather than in the file; please report it with this file attached.',
    );
  }
}

/** `unchecked`: documents with errors, whose translations are checked once they are mended. */
type TranslationStep = (site: SiteConfig, sources: SourceDocument[], unchecked: ReadonlySet<string>) => Pick<SiteContent, 'translations' | 'hyphenation' | 'problems'>;

/** Puts checked files together into the site and runs the whole-site checks, translations included. */
function assembleSite(
  checked: readonly CheckedFile[],
  isPublicFile: (sitePath: string) => boolean,
  locate: Locate,
  translate: TranslationStep,
): SiteContent {
  const problems: Problem[] = [];
  const pages: PageEntry[] = [];
  const invalidRoutes: string[] = [];
  const invalidFiles = new Set<string>();
  const fileOfRoute = new Map<string, string>();
  let site: SiteConfig | undefined;
  let strings: UiStrings | undefined;
  let siteFacts: DocumentFacts | undefined;
  let notFound: PageEntry | undefined;

  for (const result of checked) {
    const sameRoute = result.route && fileOfRoute.get(result.route);
    if (result.route && sameRoute) {
      problems.push({
        file: result.file,
        line: 1,
        column: 1,
        path: '',
        message: `This file and ${sameRoute} are both the page ${result.route}, and one address can show only one page. Rename or remove one of them.`,
        severity: 'error',
      });
      continue;
    }
    if (result.route) fileOfRoute.set(result.route, result.file);
    problems.push(...result.problems);
    if (!result.valid) {
      if (result.route) invalidRoutes.push(result.route);
      invalidFiles.add(result.file);
      continue;
    }
    const { data, facts } = result.valid;
    if (result.role === 'site') {
      site = data as SiteConfig;
      siteFacts = facts;
    } else if (result.role === 'strings') {
      strings = data as UiStrings;
    } else {
      const entry: PageEntry = { ...facts, route: result.route ?? NOT_FOUND_ROUTE, doc: data as PageDocument };
      if (result.role === 'not-found') notFound = entry;
      else pages.push(entry);
    }
  }

  if (!site && !problems.some((problem) => problem.file === `pages/${SITE_CONFIG_FILE}`)) {
    problems.push(missingFile(`pages/${SITE_CONFIG_FILE}`, 'the site configuration (brand, navigation, footer, contact addresses, prices)'));
  }
  if (!strings && !problems.some((problem) => problem.file === `pages/${STRINGS_FILE}`)) {
    problems.push(missingFile(`pages/${STRINGS_FILE}`, 'the words of the site\'s frame and blocks (menus, buttons, form labels)'));
  }
  if (!notFound && !problems.some((problem) => problem.file === `pages/${NOT_FOUND_FILE}`)) {
    problems.push(missingFile(`pages/${NOT_FOUND_FILE}`, 'the page shown for addresses that do not exist'));
  }

  pages.sort((a, b) => a.route.localeCompare(b.route));
  const linkable = notFound ? [...pages, notFound] : pages;
  problems.push(...linkSite(linkable, siteFacts, invalidRoutes, isPublicFile, locate), ...lintSite(linkable, locate));
  let translations: SiteContent['translations'] = new Map();
  let hyphenation: SiteContent['hyphenation'] = new Map();
  if (site) {
    const sources: SourceDocument[] = [
      sourceDocument(`pages/${SITE_CONFIG_FILE}`, site),
      ...(strings ? [sourceDocument(`pages/${STRINGS_FILE}`, strings)] : []),
      ...linkable.map(({ file, doc }) => sourceDocument(file, doc)),
    ];
    const translated = translate(site, sources, invalidFiles);
    problems.push(...translated.problems);
    ({ translations, hyphenation } = translated);
  }
  problems.sort(byLocation);
  const pagesChecked = checked.filter((result) => result.route !== undefined || result.role === 'not-found').length;
  return { site, strings, pages, pagesChecked, notFound, translations, hyphenation, problems };
}

/** Whether a site path such as /images/share-default.png names a file under `publicDir`, which the site serves. */
function publicFileCheck(publicDir: string): (sitePath: string) => boolean {
  return (sitePath) => {
    try {
      const file = join(publicDir, decodeURIComponent(sitePath.split(/[?#]/)[0]));
      return file.startsWith(publicDir + sep) && statSync(file).isFile();
    } catch {
      return false;
    }
  };
}

function missingFile(file: string, what: string): Problem {
  return { file, line: 1, column: 1, path: '', message: `This file is missing. It holds ${what}; create it.`, severity: 'error' };
}

function hashOfText(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

function readText(absolute: string): string | undefined {
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Every file under translations/, as problems name it, with its text. A symbolic link is refused rather than followed:
 * it could lead out of the project.
 */
function readTranslationFiles(dir: string): { files: TranslationFileText[]; problems: Problem[] } {
  const files: TranslationFileText[] = [];
  const problems: Problem[] = [];
  const visit = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const absolute = join(folder, name);
      const file = `${TRANSLATIONS_DIR}/${relative(dir, absolute).split(sep).join('/')}`;
      const stats = lstatSync(absolute);
      const refuse = (message: string) => problems.push({ file, line: 1, column: 1, path: '', message, severity: 'error' });
      if (stats.isSymbolicLink()) refuse('This is a symbolic link, and translations are read only from files inside translations/. Put the file itself here.');
      else if (stats.isDirectory()) visit(absolute);
      else if (!name.endsWith('.yaml')) refuse('Only translation files (ending in ".yaml") belong under translations/. Rename it or move it out.');
      else files.push({ file, text: readFileSync(absolute, 'utf8') });
    }
  };
  visit(dir);
  return { files, problems };
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}
