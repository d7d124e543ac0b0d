/**
 * What `npm run new` does: writes a document from the template beside this file, with TODO where the author writes,
 * checks it with the same checker as `npm run validate`, and refuses names that are invalid or already taken.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { aliasRouteOf } from '../../src/content/linker.ts';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { routeOfFile, SEGMENT, suggestSegment } from '../../src/content/routes.ts';
import { createContentChecker, type PageEntry } from '../../src/content/siteContent.ts';
import { PageFileRefusal, resolvePageFile } from '../../src/editor/server/pageFile.ts';

export const KINDS = ['article', 'industry', 'page'] as const;
export type Kind = (typeof KINDS)[number];

/** A name that cannot be used; nothing has been written. */
export class Refusal extends Error {}

export interface Scaffolded {
  /** The new file, as `pages/<path>`. */
  file: string;
  route: string;
  /** What is left to fill in, as content-lint warnings. */
  warnings: Problem[];
}

const USAGE = 'npm run new -- article <slug>, npm run new -- industry <slug> or npm run new -- page <path>';

export function scaffold(root: string, pagesDir: string, kind?: string, name?: string, today = new Date()): Scaffolded {
  if (!KINDS.includes(kind as Kind)) throw new Refusal(`"${kind ?? ''}" is not a kind of page npm run new writes. Use ${USAGE}.`);
  const noun = kind === 'page' ? 'path' : 'slug';
  if (!name) {
    const example = kind === 'page' ? 'pricing' : 'missed-call-costs';
    throw new Refusal(`Say which ${noun} the new ${kind} gets, for example: npm run new -- ${kind} ${example}.`);
  }

  const segments = kind === 'page' ? name.replace(/^\/+|\/+$/g, '').split('/') : [name];
  for (const segment of segments) {
    if (SEGMENT.test(segment)) continue;
    const why = segment.includes('/') ? 'a slug is one name, without "/"' : 'use lower-case letters, digits and single hyphens';
    throw new Refusal(`"${name}" cannot be a ${noun}: ${why}, for example "${suggestSegment(segment)}".`);
  }
  const path = segments.join('/');
  if (segments.at(-1) === 'index') {
    throw new Refusal(`"${name}" cannot be a ${noun}: "index" names a folder's own page. Use the folder's path instead.`);
  }
  const file = { article: `blog/${path}.yaml`, industry: `(industries)/${path}.yaml`, page: `${path}.yaml` }[kind as Kind];
  // The address follows from the file as it does for every document, so the two cannot disagree.
  const address = routeOfFile(file);
  if ('error' in address) throw new Refusal(`"${name}" cannot be a ${noun}: ${address.error}`);
  const { route } = address;
  const reserved = reservedNames(root).get(route.split('/')[1]);
  if (reserved) throw new Refusal(`${route} cannot be a page: ${reserved}. Choose another ${noun}.`);

  const target = insidePages(pagesDir, file, `"${name}" cannot be a ${noun}`);
  const checker = createContentChecker(root, pagesDir);
  const before = checker.check();
  const taken = takenRoutes(pagesDir, before.pages);
  if (taken.has(route) || existsSync(target)) {
    throw new Refusal(`${route} is already taken by ${taken.get(route) ?? `pages/${file}`}. Choose another ${noun}.`);
  }

  const schema = relative(dirname(target), join(root, 'schemas', 'page.schema.json')).split(sep).join('/');
  const words = segments.at(-1)!.replace(/-/g, ' ');
  const values: Record<string, string> = {
    schema,
    name: words[0].toUpperCase() + words.slice(1),
    lowerName: words,
    slug: segments.at(-1)!,
    brand: before.site?.brand ?? 'the brand name',
    today: today.toISOString().slice(0, 10),
  };
  const template = readFileSync(join(import.meta.dirname, `${kind}.yaml`), 'utf8');
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text, { flag: 'wx' });

  const problems = checker.check().problems.filter((problem) => problem.file === `pages/${file}`);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    rmSync(target);
    throw new Error(
      `the ${kind} template does not pass the checks, which is a fault in scripts/new/${kind}.yaml; ` +
        `nothing was written. What the checker said:\n${errors.map(formatProblem).join('\n')}`,
    );
  }
  return { file: `pages/${file}`, route, warnings: problems };
}

/** The new file's absolute path, refused when a folder on the way is a symbolic link that leads out of pages/. */
function insidePages(pagesDir: string, file: string, refused: string): string {
  try {
    return resolvePageFile(pagesDir, `pages/${file}`).absolute;
  } catch (error) {
    if (error instanceof PageFileRefusal) throw new Refusal(`${refused}: ${error.message}`);
    throw error;
  }
}

/** Every address in use, with what uses it: page files (valid or not) and the aliases of articles. */
function takenRoutes(pagesDir: string, pages: readonly PageEntry[]): Map<string, string> {
  const taken = new Map<string, string>();
  for (const entry of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    const path = entry.split(sep).join('/');
    const result = routeOfFile(path);
    if (path.endsWith('.yaml') && 'route' in result) taken.set(result.route, `pages/${path}`);
  }
  for (const page of pages) {
    for (const alias of page.doc.article?.aliases ?? []) taken.set(aliasRouteOf(page.route, alias), `an alias of ${page.file}`);
  }
  return taken;
}

/** First parts of an address that belong to something other than a page, with why. */
function reservedNames(root: string): Map<string, string> {
  const reserved = new Map([
    ['404', 'pages/404.yaml is the page for unknown addresses'],
    ['assets', 'the built site keeps its scripts and styles under /assets/'],
  ]);
  const publicDir = join(root, 'public');
  for (const name of readdirSync(publicDir)) {
    if (statSync(join(publicDir, name)).isDirectory()) reserved.set(name, `public/${name}/ is served at /${name}/`);
  }
  return reserved;
}
