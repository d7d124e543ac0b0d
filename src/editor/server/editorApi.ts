/**
 * The page editor's API on the dev server, under /_edit/api/: list, read, check and save page documents and their
 * translations, show and commit their changes in git, and start new pages. Saves change only the bytes of the values
 * edited (yamlEdit.ts) and are refused when the site would no longer validate; a page with blocks written for an older
 * version of their type can be brought up to date, by the same code as `npm run migrate`. Only the dev server has it,
 * and only a page it serves itself can write: every POST carries the session's token and the server's own origin.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { Refusal, scaffold } from '../../../scripts/new/scaffold.ts';
import { NOT_FOUND_ROUTE } from '../../constants.ts';
import { migrateText, outdatedBlocks } from '../../content/migrations.ts';
import { formatPath, type Problem } from '../../content/problems.ts';
import { NOT_FOUND_FILE, routeOfFile, SITE_CONFIG_FILE, STRINGS_FILE } from '../../content/routes.ts';
import { compileValidators, readSchemas, type Validators } from '../../content/schemas.ts';
import { applyEdits, YamlEditError, type YamlEdit } from '../../content/yamlEdit.ts';
import { parseYaml } from '../../content/yamlSource.ts';
import { schemaIndex, type SchemaIndex } from '../../content/schemaIndex.ts';
import { defaultTranslationsDir, sourceDocument, type SiteContent } from '../../content/siteContent.ts';
import { translatableStrings } from '../../i18n/translatable.ts';
import { sourceFileOf, TRANSLATIONS_DIR, translationFileHeader, translationFileOf } from '../../i18n/translations.ts';
import type { TranslationImpact } from '../api.ts';
import { createDraftSite, listFiles, problemsOfDraft, type DraftSite } from './draftSite.ts';
import { isInside, PageFileRefusal, resolvePageFile, resolveTranslationFile, type PageFile } from './pageFile.ts';

export const EDITOR_API_PREFIX = '/_edit/api/';
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const GIT_TIMEOUT_MS = 30_000;
const EDIT_OPS = new Set(['set', 'delete', 'insert', 'move', 'duplicate']);
/** Names by which a browser on this machine reaches the dev server; any other Host may be a DNS-rebinding page. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The editor's API as a Vite plugin for the dev server only. */
export function editorApi(root: string, pagesDir = join(root, 'pages'), translationsDir = defaultTranslationsDir(root, pagesDir)): Plugin {
  return {
    name: 'editor-api',
    apply: 'serve',
    configureServer(server) {
      const api = createEditorApi(root, pagesDir, translationsDir);
      server.middlewares.use((req, res, next) => void api.handle(req, res, next));
      server.httpServer?.once('close', () => api.close());
    },
  };
}

export interface EditorApi {
  /** Answers a request under /_edit/api/, and passes any other to `next`. Never throws. */
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void>;
  /** Removes the scratch copy the checks use. */
  close(): void;
}

/** An answer other than 200, with what the editor shows for it. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Answer {
  status?: number;
  body: Record<string, unknown>;
}

type Endpoint = { method: 'GET'; run: (query: URLSearchParams) => Answer | Promise<Answer> } | { method: 'POST'; run: (body: Record<string, unknown>) => Answer | Promise<Answer> };

export function createEditorApi(root: string, pagesDir = join(root, 'pages'), translationsDir = defaultTranslationsDir(root, pagesDir)): EditorApi {
  const token = randomBytes(32).toString('hex');
  let drafts: DraftSite | undefined;
  const draftSite = () => (drafts ??= createDraftSite(root, pagesDir, translationsDir));
  let schemas: SchemaIndex | undefined;
  const schemaIndexOfSite = () => (schemas ??= schemaIndex(readSchemas(join(root, 'schemas')).files.values()));
  let validators: Validators | undefined;
  const blockValidator = () => (validators ??= compileValidators(readSchemas(join(root, 'schemas')))).block;

  /** A page document (pages/...) or a translation file (translations/<code>/...) the editor may read and write. */
  const pageFile = (file: unknown, { mustExist = true } = {}): PageFile => {
    try {
      const isTranslation = typeof file === 'string' && file.startsWith(`${TRANSLATIONS_DIR}/`);
      if (isTranslation && !translationsDir) throw new PageFileRefusal(`This site has no ${TRANSLATIONS_DIR}/ folder for "${file}" to be in.`);
      const page = isTranslation ? resolveTranslationFile(translationsDir!, file) : resolvePageFile(pagesDir, file);
      if (mustExist && !page.exists) throw new HttpError(404, `${page.file} does not exist.`);
      return page;
    } catch (error) {
      if (error instanceof PageFileRefusal) throw new HttpError(403, error.message);
      throw error;
    }
  };

  const endpoints: Record<string, Endpoint> = {
    session: { method: 'GET', run: () => ({ body: { token } }) },

    pages: { method: 'GET', run: () => ({ body: { folders: listPages(pagesDir) } }) },

    page: {
      method: 'GET',
      run(query) {
        const page = pageFile(query.get('file'));
        const bytes = readFileSync(page.absolute);
        const text = bytes.toString('utf8');
        // A file that cannot be read as YAML opens as its problems, so that the author learns where and what to mend.
        const read = parseYaml(page.file, text);
        const answer = { file: page.file, route: routeOfListed(page.file.replace(/^pages\//, '')), text, version: versionOf(bytes) };
        if (!read.source) return { body: { ...answer, ...problemReport(read.problems) } };
        const outdated = outdatedBlocks(read.source.data, blockValidator()).map(({ index, type, from, to }) => ({ index, type, from, to }));
        return { body: { ...answer, outdated } };
      },
    },

    /**
     * A page's translation into one language: the file's text (a new file's first line when there is none yet), its
     * version, and the page's translatable fields with their English as it is on disk now.
     */
    translation: {
      method: 'GET',
      run(query) {
        const page = pageFile(query.get('file'));
        if (isTranslation(page)) throw new HttpError(400, `Name the page that is translated (pages/...), not ${page.file}.`);
        const code = query.get('lang') ?? '';
        const locales = siteLocales(pagesDir);
        if (!locales.slice(1).includes(code)) {
          throw new HttpError(404, `"${code}" is not one of the languages pages/_site.yaml translates into (${locales.slice(1).join(', ') || 'none'}).`);
        }
        const read = parseYaml(page.file, readFileSync(page.absolute, 'utf8'));
        if (!read.source) throw new HttpError(422, `${page.file} cannot be read as YAML: mend it in English first.`, problemReport(read.problems));
        const source = sourceDocument(page.file, read.source.data);
        if (!source.translatable) throw new HttpError(422, `${page.file} is an article, and articles are published in English only.`);
        const fields = translatableStrings(source.data, source.schemaId, schemaIndexOfSite()).map(({ path, value }) => ({ path: formatPath(path), english: value }));
        const translation = pageFile(translationFileOf(page.file, code), { mustExist: false });
        const { text, version } = translationOnDisk(translation, page.file);
        return { body: { file: translation.file, exists: translation.exists, text, version, fields } };
      },
    },

    check: {
      method: 'POST',
      run({ file, text }) {
        const page = pageFile(file, { mustExist: false });
        if (typeof text !== 'string') throw new HttpError(400, 'Send the document\'s text as "text", a string.');
        const report = problemReport(checkDraft(page, text).problems);
        return { body: { ...report, ...translationsMadeStale(page, text) } };
      },
    },

    save: {
      method: 'POST',
      run({ file, baseVersion, edits, text }) {
        // A translation file is made by its first save.
        const page = pageFile(file, { mustExist: !(typeof file === 'string' && file.startsWith(`${TRANSLATIONS_DIR}/`)) });
        if (typeof baseVersion !== 'string') throw new HttpError(400, 'Send "baseVersion", the version of the file the edits were made to.');
        if ((edits === undefined) === (text === undefined)) throw new HttpError(400, 'Send either "edits" or "text", not both.');
        const disk = unchangedOnDisk(page, baseVersion);
        return writeChecked(page, disk, text === undefined ? editedText(disk.text, edits) : textOrThrow(text));
      },
    },

    /** Brings every block of the page written for an older version of its type up to date, as `npm run migrate` does. */
    migrate: {
      method: 'POST',
      run({ file, baseVersion }) {
        const page = pageFile(file);
        if (isTranslation(page)) throw new HttpError(400, `A translation has no blocks of its own to bring up to date: open ${sourceFileOf(page.file)}.`);
        if (typeof baseVersion !== 'string') throw new HttpError(400, 'Send "baseVersion", the version of the file to bring up to date.');
        const disk = unchangedOnDisk(page, baseVersion);
        let next: string;
        try {
          next = migrateText(disk.text, blockValidator()).text;
        } catch (error) {
          throw new HttpError(422, `${page.file} cannot be brought up to date: ${error instanceof Error ? error.message : String(error)}`);
        }
        return writeChecked(page, disk, next);
      },
    },

    diff: {
      method: 'GET',
      async run(query) {
        const page = pageFile(query.get('file'), { mustExist: false });
        const diff = await git(pagesDir, ['diff', 'HEAD', '--', page.absolute]);
        // Both texts as well, so that the editor can show each changed value before and after.
        const inRepository = (await git(pagesDir, ['ls-files', '--full-name', '--', page.absolute])).trim();
        const before = inRepository ? await git(pagesDir, ['show', `HEAD:${inRepository}`]).catch(() => null) : null;
        const after = page.exists ? readFileSync(page.absolute, 'utf8') : null;
        return { body: { file: page.file, diff, before, after } };
      },
    },

    commit: {
      method: 'POST',
      async run({ file, message }) {
        const page = pageFile(file, { mustExist: false });
        if (typeof message !== 'string' || message.trim() === '') throw new HttpError(400, 'Send a commit "message" that says what changed.');
        if (page.exists) await git(pagesDir, ['add', '--', page.absolute]);
        const output = await git(pagesDir, ['commit', '-m', message, '--', page.absolute]);
        const commit = (await git(pagesDir, ['rev-parse', 'HEAD'])).trim();
        return { body: { file: page.file, commit, output } };
      },
    },

    new: {
      method: 'POST',
      run({ kind, slug }) {
        try {
          const { file, route, warnings } = scaffold(root, pagesDir, String(kind ?? ''), typeof slug === 'string' ? slug : undefined);
          return { status: 201, body: { file, route, ...problemReport(warnings) } };
        } catch (error) {
          if (error instanceof Refusal) throw new HttpError(422, error.message);
          throw error;
        }
      },
    },
  };

  /** The file's text, when it is still the version the author opened. */
  /** The file as it is on disk, if it is still the version the author's edits were made to. */
  function unchangedOnDisk(page: PageFile, baseVersion: string): { text: string; version: string } {
    const disk = isTranslation(page) ? translationOnDisk(page, sourceFileOf(page.file)) : textOnDisk(page.absolute);
    if (disk.version !== baseVersion) {
      throw new HttpError(409, `${page.file} has changed on disk since it was opened. Its current text is included.`, { text: disk.text, version: disk.version });
    }
    return disk;
  }

  /** Writes `next` over the file as it is on disk, unless the site would then fail a check it passes now. */
  function writeChecked(page: PageFile, disk: { text: string; version: string }, next: string): Answer {
    if (next === disk.text) return { body: { changed: false, version: disk.version } };
    const { before, problems } = checkDraft(page, next);
    const report = problemReport(problems);
    // An error the site has already, in another file, is that file's to mend: it does not hold up this page (nor is it
    // among the draft's problems). A translation is held to --strict as CI holds it: it may not add a warning to its
    // own file either (a rule its words break, a translation emptied), beyond the fields that were missing, stale or
    // warned about already.
    const waiting = isTranslation(page) ? translationGaps(before, page.file) : new Set<string>();
    const holding = report.problems.filter((problem) => problem.severity === 'error' || (isTranslation(page) && problem.file === page.file && !waiting.has(problem.path)));
    if (holding.length > 0) {
      const errors = holding.filter((problem) => problem.severity === 'error').length;
      const what = errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : `${holding.length} new ${holding.length === 1 ? 'warning' : 'warnings'} in this language, which the publishing check does not allow`;
      throw new HttpError(422, `Not saved: with this change the site would have ${what}.`, { ...report, holding });
    }
    // Read before the write: what the translations said of the English that was on disk.
    const madeStale = translationsMadeStale(page, next);
    if (!page.exists) mkdirSync(dirname(page.absolute), { recursive: true });
    writeFileSync(page.absolute, next);
    return { body: { changed: true, version: versionOf(Buffer.from(next)), ...report, ...madeStale } };
  }

  /**
   * The site checked as if `text` were saved as `page` (its translations too, for a translation file): the site as
   * it is on disk, and the problems the draft answers for (problemsOfDraft).
   */
  function checkDraft(page: PageFile, text: string): { before: SiteContent; problems: Problem[] } {
    const withTranslations = isTranslation(page);
    const before = draftSite().onDisk({ withTranslations });
    return { before, problems: problemsOfDraft(page.file, before.problems, draftSite().check({ [page.file]: text }, { withTranslations }).problems) };
  }

  /**
   * What a change of an English page from its text on disk to `next` does to its translations: each language's entries
   * that were up to date and would be stale (their English changed), or would name a field the page no longer has. An
   * entry whose English the page still has, where it was or elsewhere (its block moved), follows it, and is not counted.
   * Not an error: the English may change, and its translations become work for translators. Only the entries are
   * read, not the whole site, so that it costs a keystroke's check nothing to speak of.
   */
  function translationsMadeStale(page: PageFile, next: string): { translations?: TranslationImpact[] } {
    if (isTranslation(page) || !page.exists || !translationsDir) return {};
    const before = parseYaml(page.file, readFileSync(page.absolute, 'utf8')).source;
    const after = parseYaml(page.file, next).source;
    if (!before || !after) return {};
    const sourceBefore = sourceDocument(page.file, before.data);
    if (!sourceBefore.translatable) return {};
    const fieldsOf = (data: unknown) => new Map(translatableStrings(data, sourceBefore.schemaId, schemaIndexOfSite()).map(({ path, value }) => [formatPath(path), value]));
    const [englishBefore, englishAfter] = [fieldsOf(before.data), fieldsOf(sourceDocument(page.file, after.data).data)];
    const textsAfter = new Set(englishAfter.values());
    const impacts: TranslationImpact[] = [];
    for (const code of siteLocales(pagesDir).slice(1)) {
      const translation = pageFile(translationFileOf(page.file, code), { mustExist: false });
      if (!translation.exists) continue;
      const entries = parseYaml(translation.file, readFileSync(translation.absolute, 'utf8')).source?.data;
      if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) continue;
      const stale: string[] = [];
      const gone: string[] = [];
      for (const [path, entry] of Object.entries(entries as Record<string, { en?: unknown }>)) {
        const translatedFrom = entry !== null && typeof entry === 'object' ? entry.en : undefined;
        if (typeof translatedFrom !== 'string' || translatedFrom !== englishBefore.get(path) || textsAfter.has(translatedFrom)) continue;
        if (!englishAfter.has(path)) gone.push(path);
        else if (englishAfter.get(path) !== translatedFrom) stale.push(path);
      }
      if (stale.length + gone.length > 0) impacts.push({ code, file: translation.file, stale, gone });
    }
    return impacts.length > 0 ? { translations: impacts } : {};
  }

  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(EDITOR_API_PREFIX)) {
      if (next) next();
      else send(res, 404, { error: 'Not found.' });
      return;
    }
    try {
      const name = url.pathname.slice(EDITOR_API_PREFIX.length);
      const endpoint = Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
      if (!endpoint) throw new HttpError(404, `There is no editor endpoint ${url.pathname}.`);
      if (req.method !== endpoint.method) {
        res.setHeader('Allow', endpoint.method);
        throw new HttpError(405, `${url.pathname} answers ${endpoint.method} requests only.`);
      }
      checkOwnPage(req);
      let answer: Answer;
      if (endpoint.method === 'POST') {
        checkWriteRequest(req, token);
        answer = await endpoint.run(await readJsonBody(req));
      } else {
        answer = await endpoint.run(url.searchParams);
      }
      send(res, answer.status ?? 200, answer.body);
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, { error: error.message, ...error.details });
      else send(res, 500, { error: `The editor could not do that: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  return { handle, close: () => drafts?.close() };
}

/**
 * Refuses a request that a page on another site made: a Host that is not this machine (DNS rebinding), a browser's
 * Sec-Fetch-Site that says so, or an Origin other than the server's own.
 */
function checkOwnPage(req: IncomingMessage): void {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOSTS.has(host.replace(/:\d+$/, ''))) {
    throw new HttpError(403, `The editor answers only at localhost, and this request came for "${host}".`);
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'The editor answers only its own pages.');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) throw new HttpError(403, `The editor answers only its own pages, not ${origin}.`);
}

function checkWriteRequest(req: IncomingMessage, token: string): void {
  if (req.headers.origin !== `http://${req.headers.host}`) throw new HttpError(403, 'A change must come from the editor\'s own page (its Origin header).');
  const sent = Buffer.from(String(req.headers['x-edit-token'] ?? ''));
  const expected = Buffer.from(token);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new HttpError(403, 'A change needs the X-Edit-Token header from /_edit/api/session. Reload the editor if the dev server restarted.');
  }
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const tooLarge = () => new HttpError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    req.resume();
    throw tooLarge();
  }
  // A body that grows too large is read to its end without being kept, so that the answer still reaches the client.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  if (res.headersSent) return;
  // Vite's own CORS middleware runs first and may have allowed another localhost origin: no page but the editor's
  // own may read an answer.
  for (const name of res.getHeaderNames()) if (name.startsWith('access-control-')) res.removeHeader(name);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify(body));
}

function versionOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function textOrThrow(text: unknown): string {
  if (typeof text !== 'string') throw new HttpError(400, 'Send the document\'s text as "text", a string.');
  return text;
}

function editedText(text: string, edits: unknown): string {
  if (!Array.isArray(edits) || !edits.every(isEdit)) {
    throw new HttpError(
      400,
      `Send "edits" as a list of edits, each with an "op" (${[...EDIT_OPS].join(', ')}) and a "path"; "set" and "insert" with a "value", "move" with "to".`,
    );
  }
  try {
    return applyEdits(text, edits);
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(422, error.message, { path: error.path });
    throw error;
  }
}

function isEdit(edit: unknown): edit is YamlEdit {
  if (typeof edit !== 'object' || edit === null) return false;
  const { op, path } = edit as Record<string, unknown>;
  if (!EDIT_OPS.has(op as string) || !(typeof path === 'string' || Array.isArray(path))) return false;
  if (op === 'insert') return 'value' in edit && ['undefined', 'string'].includes(typeof (edit as { source?: unknown }).source);
  if (op === 'set') return 'value' in edit;
  if (op === 'move') return typeof (edit as { to?: unknown }).to === 'number';
  return true;
}

const isTranslation = (file: PageFile) => file.file.startsWith(`${TRANSLATIONS_DIR}/`);

/** The paths of a translation file's fields that are missing or stale, or have a warning, in `content`. */
function translationGaps(content: SiteContent, file: string): Set<string> {
  const translation = content.translations.get(file.split('/')[1])?.get(sourceFileOf(file));
  const warned = content.problems.filter((problem) => problem.file === file).map((problem) => problem.path);
  return new Set([...(translation?.missing ?? []), ...(translation?.stale ?? []), ...warned]);
}

function textOnDisk(absolute: string): { text: string; version: string } {
  const bytes = readFileSync(absolute);
  return { text: bytes.toString('utf8'), version: versionOf(bytes) };
}

/** A translation file's text and version; one not written yet reads as the first line a new one gets. */
function translationOnDisk(file: PageFile, sourceFile: string): { text: string; version: string } {
  const bytes = file.exists ? readFileSync(file.absolute) : Buffer.alloc(0);
  const code = file.file.split('/')[1];
  return { text: file.exists ? bytes.toString('utf8') : translationFileHeader(code, sourceFile), version: versionOf(bytes) };
}

/** The codes of the site's languages, the default first, as pages/_site.yaml declares them; none when it does not read. */
function siteLocales(pagesDir: string): string[] {
  try {
    const site = parseYaml(`pages/${SITE_CONFIG_FILE}`, readFileSync(join(pagesDir, SITE_CONFIG_FILE), 'utf8')).source?.data as { locales?: { code?: unknown }[] } | undefined;
    return (site?.locales ?? []).flatMap((locale) => (typeof locale?.code === 'string' ? [locale.code] : []));
  } catch {
    return [];
  }
}

function problemReport(allProblems: readonly Problem[]) {
  // Notices are translations still to do in a language not declared complete: `npm run translations` lists them.
  const problems = allProblems.filter((problem) => problem.severity !== 'notice');
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return {
    problems: problems.map(({ file, path, line, column, message, editorMessage, severity }) => ({ file, path, line, col: column, message: editorMessage ?? message, severity })),
    errors,
    warnings: problems.filter((problem) => problem.severity === 'warning').length,
  };
}

/**
 * The route of a file under pages/ as the site gives it: NOT_FOUND_ROUTE for the page of unknown addresses, none for
 * the site's configuration and words, or for a file whose name cannot be an address (the checker says why).
 */
function routeOfListed(inPages: string): string | null {
  if (inPages === SITE_CONFIG_FILE || inPages === STRINGS_FILE) return null;
  if (inPages === NOT_FOUND_FILE) return NOT_FOUND_ROUTE;
  const result = routeOfFile(inPages);
  return 'route' in result ? result.route : null;
}

interface PageListing {
  file: string;
  /** The page's address; none for the site configuration and words, and NOT_FOUND_ROUTE for the page of unknown addresses. */
  route: string | null;
  title: string | null;
  /** Why the file cannot be read, with where (line and column) and what to do; none for a file that reads. */
  problem?: { line: number; col: number; message: string };
}

/**
 * The page documents, grouped by folder (`pages`, `pages/blog`, ...), each with its route and title. A symbolic link
 * that leads out of pages/ is left out: the editor could not open it, and its title is not the site's to show.
 */
function listPages(pagesDir: string): { folder: string; files: PageListing[] }[] {
  const folders = new Map<string, PageListing[]>();
  for (const absolute of listFiles(pagesDir).filter((path) => path.endsWith('.yaml') && isInside(pagesDir, path))) {
    const inPages = relative(pagesDir, absolute).split(sep).join('/');
    const file = `pages/${inPages}`;
    const folder = dirname(file);
    const route = routeOfListed(inPages);
    const { source, problems } = parseYaml(file, readFileSync(absolute, 'utf8'));
    const data = source?.data as { meta?: { title?: unknown } } | undefined;
    const title = typeof data?.meta?.title === 'string' ? data.meta.title : null;
    const problem = source ? undefined : { line: problems[0].line, col: problems[0].column, message: problems[0].message };
    folders.set(folder, [...(folders.get(folder) ?? []), { file, route, title, ...(problem && { problem }) }]);
  }
  return [...folders].sort(([a], [b]) => a.localeCompare(b)).map(([folder, files]) => ({ folder, files }));
}

/** Runs git in the pages folder; when git refuses, its own words are the answer (409). */
function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
      if (error) reject(new HttpError(409, `git ${args[0]} refused: ${`${stderr}\n${stdout}`.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}
