import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A file the editor may not read or write: outside pages/, or not a page document. Nothing has been touched. */
export class PageFileRefusal extends Error {}

export interface PageFile {
  /** As problems name it: `pages/about.yaml`. */
  file: string;
  absolute: string;
  exists: boolean;
}

/**
 * The page document that `file` names (`pages/about.yaml`), refusing anything that is not a `.yaml` file inside
 * `pagesDir` once symbolic links are followed: an absolute path, `..`, or a link that leads out.
 */
export function resolvePageFile(pagesDir: string, file: unknown): PageFile {
  if (typeof file !== 'string' || file === '') throw new PageFileRefusal('Name a page document, for example "pages/about.yaml".');
  const inPages = file.replace(/^pages\//, '');
  const segments = inPages.split(/[\\/]/);
  if (!file.startsWith('pages/') || isAbsolute(inPages) || segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw new PageFileRefusal(`"${file}" is not a page document: give its path from the site's folder, such as "pages/about.yaml", without "..".`);
  }
  if (!inPages.endsWith('.yaml')) throw new PageFileRefusal(`"${file}" is not a page document: page documents end in ".yaml".`);
  const absolute = join(pagesDir, ...segments);
  const exists = existsSync(absolute);
  // The deepest part of the path that exists, with its links followed, must still be inside pages/.
  let existing = absolute;
  while (!existsSync(existing)) existing = dirname(existing);
  if (!isInside(pagesDir, existing)) {
    throw new PageFileRefusal(`"${file}" leads outside pages/ through a symbolic link; only page documents inside pages/ can be written.`);
  }
  return { file: `pages/${segments.join('/')}`, absolute, exists };
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
