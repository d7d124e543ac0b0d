/** The editor's calls to its API on the dev server (src/editor/server/editorApi.ts). */
import type { YamlEdit } from '../content/yamlEdit';
import type { TranslatableField } from './translationFields';

const PREFIX = '/_edit/api/';

export interface ProblemReport {
  problems: ApiProblem[];
  errors: number;
  warnings: number;
  /** For an English page: the translations the change makes stale (none when it makes none). */
  translations?: TranslationImpact[];
}

/** A language whose translation of the page an English change makes stale, by the fields' paths. */
export interface TranslationImpact {
  code: string;
  /** The translation file: translations/de/about.yaml. */
  file: string;
  /** Up-to-date entries whose English the change alters. */
  stale: string[];
  /** Up-to-date entries for fields the change removes or moves. */
  gone: string[];
}

export interface ApiProblem {
  file: string;
  path: string;
  line: number;
  col: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface PageListing {
  file: string;
  route: string | null;
  title: string | null;
  /** Why the file cannot be read, with where; none for a file that reads. */
  problem?: { line: number; col: number; message: string };
}

/** A block of the page written for an older version of its type: `from` is that version, `to` the current one. */
export interface OutdatedBlock {
  index: number;
  type: string;
  from: number;
  to: number;
}

/** An answer other than 2xx: its status, the API's message and whatever else it sent (problems, the disk's text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

let token: Promise<string> | undefined;
const sessionToken = () => (token ??= get<{ token: string }>('session').then((body) => body.token));

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({ error: `The dev server answered ${response.status}.` }))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, String(body.error ?? response.statusText), body);
  return body as T;
}

async function get<T>(name: string, query: Record<string, string> = {}): Promise<T> {
  return answer<T>(await fetch(`${PREFIX}${name}?${new URLSearchParams(query)}`));
}

async function post<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const headers = { 'Content-Type': 'application/json', 'X-Edit-Token': await sessionToken() };
  return answer<T>(await fetch(`${PREFIX}${name}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

export const api = {
  pages: () => get<{ folders: { folder: string; files: PageListing[] }[] }>('pages'),
  /**
   * A page's translation into `lang`: its file's text and version (a file not written yet reads as its first line), and
   * the page's translatable fields with their English.
   */
  translation: (file: string, lang: string) =>
    get<{ file: string; exists: boolean; text: string; version: string; fields: TranslatableField[] }>('translation', { file, lang }),
  /** A page's route (as the page list gives it), text and version, and its blocks written for an older version of their type; `problems` instead when the text cannot be read as YAML. */
  page: (file: string) => get<{ file: string; route: string | null; text: string; version: string; outdated?: OutdatedBlock[] } & Partial<ProblemReport>>('page', { file }),
  check: (file: string, text: string) => post<ProblemReport>('check', { file, text }),
  save: (file: string, baseVersion: string, edits: YamlEdit[]) =>
    post<{ changed: boolean; version: string } & Partial<ProblemReport>>('save', { file, baseVersion, edits }),
  /** Brings the page's outdated blocks up to date on disk, as `npm run migrate` does, if the file is still `baseVersion`. */
  migrate: (file: string, baseVersion: string) => post<{ changed: boolean; version: string } & Partial<ProblemReport>>('migrate', { file, baseVersion }),
  /** The file's changes since git's last commit: as a diff, and both texts (null for a file that is not there). */
  diff: (file: string) => get<{ diff: string; before: string | null; after: string | null }>('diff', { file }),
  commit: (file: string, message: string) => post<{ commit: string; output: string }>('commit', { file, message }),
  newPage: (kind: string, slug: string) => post<{ file: string; route: string }>('new', { kind, slug }),
};
