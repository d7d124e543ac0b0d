import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A file the editor may not read or write: outside pages/ or translations/, or not a document. Nothing has been touched. */
export class PageFileRefusal extends Error {}

export interface PageFile {
  /** As problems name it: `pages/about.yaml`, `translations/de/about.yaml`. */
  file: string;
  absolute: string;
  exists: boolean;
}

/**
 * The page document that `file` names (`pages/about.yaml`), refusing anything that is not a `.yaml` file inside
 * `pagesDir` once symbolic links are followed: an absolute path, `..`, or a link that leads out.
 */
export function resolvePageFile(pagesDir: string, file: unknown): PageFile {
  return resolveInside(pagesDir, 'pages', file, { kind: 'page document', example: 'pages/about.yaml' });
}

/**
 * The translation file that `file` names (`translations/de/about.yaml`), with the same refusals inside
 * `translationsDir`. Whether its language and page exist is the checker's to say.
 */
export function resolveTranslationFile(translationsDir: string, file: unknown): PageFile {
  return resolveInside(translationsDir, 'translations', file, { kind: 'translation file', example: 'translations/de/about.yaml' });
}

function resolveInside(dir: string, folder: string, file: unknown, { kind, example }: { kind: string; example: string }): PageFile {
  if (typeof file !== 'string' || file === '') throw new PageFileRefusal(`Name a ${kind}, for example "${example}".`);
  const inDir = file.slice(folder.length + 1);
  const segments = inDir.split(/[\\/]/);
  if (!file.startsWith(`${folder}/`) || isAbsolute(inDir) || segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw new PageFileRefusal(`"${file}" is not a ${kind}: give its path from the site's folder, such as "${example}", without "..".`);
  }
  if (!inDir.endsWith('.yaml')) throw new PageFileRefusal(`"${file}" is not a ${kind}: ${kind}s end in ".yaml".`);
  if (!existsSync(dir)) throw new PageFileRefusal(`This site has no ${folder}/ folder for "${file}" to be in.`);
  const absolute = join(dir, ...segments);
  const exists = existsSync(absolute);
  // The deepest part of the path that exists, with its links followed, must still be inside the folder.
  let existing = absolute;
  while (!existsSync(existing)) existing = dirname(existing);
  if (!isInside(dir, existing)) {
    throw new PageFileRefusal(`"${file}" leads outside ${folder}/ through a symbolic link; only ${kind}s inside ${folder}/ can be written.`);
  }
  return { file: `${folder}/${segments.join('/')}`, absolute, exists };
}

/** Whether `path`, which exists, is inside `dir` once symbolic links are followed. */
export function isInside(dir: string, path: string): boolean {
  const real = relative(realpathSync(dir), realpathSync(path));
  return !real.startsWith('..') && !isAbsolute(real);
}

/** The same check for a path given on the command line, relative to the current folder. */
export function pageFileFromPath(pagesDir: string, path: string): PageFile {
  const inPages = relative(resolve(pagesDir), resolve(path));
  if (inPages.startsWith('..') || isAbsolute(inPages)) {
    throw new PageFileRefusal(`${path} is not under ${pagesDir}: only page documents can be edited this way.`);
  }
  return resolvePageFile(pagesDir, `pages/${inPages.split(sep).join('/')}`);
}
