import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildSiteData, pageExtras, pageOutline, type Collections } from './manifest.ts';
import { formatProblem, type Problem } from './problems.ts';
import { collectionCategories } from './schemas.ts';
import { SITE_CONFIG_FILE } from './routes.ts';
import { createContentChecker, type ContentChecker, type SiteContent } from './siteContent.ts';

const SITE_ID = 'virtual:site';
const COLLECTIONS_ID = 'virtual:collections';
const PAGE_FILES_ID = 'virtual:page-files';
const PAGE_PREFIX = 'virtual:page/';
const OUTLINE_PREFIX = 'virtual:page-outline/';
/** One module per collection, so an index page loads only the summaries it lists. */
const COLLECTION_NAMES = ['articles', 'industries', 'jobs'] as const satisfies readonly (keyof Collections)[];
const collectionId = (name: keyof Collections) => `${COLLECTIONS_ID}/${name}`;
const SITE_MODULES = [SITE_ID, COLLECTIONS_ID, ...COLLECTION_NAMES.map(collectionId), PAGE_FILES_ID];
const RESOLVED = '\0';
/** The window event by which a hot-updated page module hands its new document to src/app/pageStore.ts. */
const PAGE_DOCUMENT_EVENT = 'site:page-document';

/** An error Vite shows in its overlay, pointing at the first problem's file, line and column. */
class ContentError extends Error {
  readonly id: string;
  readonly loc: { file: string; line: number; column: number };
  readonly plugin = 'site-pages';

  constructor(pagesDir: string, problems: Problem[]) {
    const [first] = problems;
    super(problems.map(formatProblem).join('\n'));
    this.name = 'Content problem';
    this.id = join(pagesDir, first.file.replace(/^pages\//, ''));
    this.loc = { file: this.id, line: first.line, column: first.column };
    this.stack = '';
  }
}

/**
 * Turns pages/ into modules: `virtual:site` (the manifest every route loads, and lazy page loaders), one
 * `virtual:page/<file>` per page so each page's data is its own chunk, with its `virtual:page-outline/<file>` for when
 * the page is the first a visitor opens (see pageOutline), `virtual:collections/<name>` (the summaries
 * that index pages list; `virtual:collections` has them all) and `virtual:page-files` (which file each route comes
 * from, for the build). The same checker serves the validate command and the tests.
 */
export function sitePages(root: string, pagesDir = join(root, 'pages')): Plugin {
  let checker: ContentChecker;
  let content: SiteContent;
  let isDev = false;

  const errorsOf = (problems: Problem[], file?: string) =>
    problems.filter((problem) => problem.severity === 'error' && (file === undefined || problem.file === file));

  let cachedSiteData: ReturnType<typeof buildSiteData> | undefined;
  const recheck = () => {
    content = checker.check();
    cachedSiteData = undefined;
    return errorsOf(content.problems);
  };
  const siteData = () => (cachedSiteData ??= buildSiteData(content.site!, content.pages, collectionCategories(checker.schemas)));

  const pageModule = (file: string) => `${RESOLVED}${PAGE_PREFIX}${file}`;

  return {
    name: 'site-pages',
    enforce: 'pre',

    configResolved(config) {
      isDev = config.command === 'serve';
    },

    buildStart() {
      checker ??= createContentChecker(root, pagesDir, { incremental: isDev });
      const errors = recheck();
      if (errors.length === 0) return;
      const report = `${errors.map(formatProblem).join('\n')}\n\n${errors.length} content ${errors.length === 1 ? 'problem' : 'problems'} found.`;
      if (isDev) this.warn(report);
      else this.error(report);
    },

    resolveId(id) {
      if (SITE_MODULES.includes(id) || id.startsWith(PAGE_PREFIX) || id.startsWith(OUTLINE_PREFIX)) return RESOLVED + id;
    },

    load(id) {
      if (SITE_MODULES.some((name) => id === RESOLVED + name)) {
        const errors = errorsOf(content.problems);
        if (!content.site || !content.notFound || (errors.length > 0 && !isDev)) throw new ContentError(pagesDir, errors);
        const { manifest, collections } = siteData();
        const collection = COLLECTION_NAMES.find((name) => id === RESOLVED + collectionId(name));
        if (collection) return `export default ${JSON.stringify(collections[collection])};`;
        if (id === RESOLVED + COLLECTIONS_ID) {
          const imports = COLLECTION_NAMES.map((name) => `import ${name} from ${JSON.stringify(collectionId(name))};`);
          return [...imports, `export const collections = { ${COLLECTION_NAMES.join(', ')} };`].join('\n');
        }
        if (id === RESOLVED + PAGE_FILES_ID) {
          const routes = content.pages.map(({ route, file }) => ({ route, file }));
          return `export const pageFiles = ${JSON.stringify({ routes, notFound: content.notFound.file })};`;
        }
        const loaders = (file: string) =>
          `{ page: () => import(${JSON.stringify(PAGE_PREFIX + file)}), outline: () => import(${JSON.stringify(OUTLINE_PREFIX + file)}) }`;
        return [
          `export const manifest = ${JSON.stringify(manifest)};`,
          `export const pageLoaders = {\n${content.pages.map((page) => `  ${JSON.stringify(page.route)}: ${loaders(page.file)},`).join('\n')}\n};`,
          `export const notFoundLoaders = ${loaders(content.notFound.file)};`,
        ].join('\n');
      }
      const isOutline = id.startsWith(RESOLVED + OUTLINE_PREFIX);
      if (isOutline || id.startsWith(RESOLVED + PAGE_PREFIX)) {
        const file = id.slice((RESOLVED + (isOutline ? OUTLINE_PREFIX : PAGE_PREFIX)).length);
        const errors = errorsOf(content.problems, file);
        if (errors.length > 0) throw new ContentError(pagesDir, errors);
        const page = file === content.notFound?.file ? content.notFound : content.pages.find((entry) => entry.file === file);
        if (!page) throw new Error(`${file} is not a page of this site.`);
        const extras = pageExtras(page, siteData().collections);
        const { doc, extras: shownExtras } = isOutline ? pageOutline(page.doc, extras) : { doc: page.doc, extras };
        const lines = [`export default ${JSON.stringify(doc)};`, `export const extras = ${JSON.stringify(shownExtras)};`];
        if (isDev && !isOutline) {
          // Hot update: the page re-renders with the new document, without a reload. The document goes to the page
          // store by a window event rather than an import: after one update the dev server gives the store's module a
          // new URL, and the next version of this module would import a second, unused copy of the store.
          const route = JSON.stringify(file === content.notFound?.file ? '(not-found)' : page.route);
          lines.push(
            `if (import.meta.hot) import.meta.hot.accept((next) => next && dispatchEvent(new CustomEvent(${JSON.stringify(PAGE_DOCUMENT_EVENT)}, { detail: { route: ${route}, doc: next.default, extras: next.extras } })));`,
          );
        }
        return lines.join('\n');
      }
    },

    configureServer(server) {
      server.watcher.add(pagesDir);
      // A picture added to or removed from public/ can mend or break a document that names it.
      const publicDir = join(root, 'public');
      const onAddOrRemove = (path: string) => {
        if (!path.startsWith(pagesDir + sep) && !path.startsWith(publicDir + sep)) return;
        recheck();
        reloadSite(server);
      };
      server.watcher.on('add', onAddOrRemove);
      server.watcher.on('unlink', onAddOrRemove);
    },

    handleHotUpdate({ file, server }) {
      if (file.startsWith(join(root, 'schemas') + sep) && file.endsWith('.json')) {
        // A schema changed: rebuild the validator from scratch and reload, so the new rules apply at once.
        checker = createContentChecker(root, pagesDir, { incremental: isDev });
        recheck();
        reloadSite(server);
        return [];
      }
      if (!file.startsWith(pagesDir + sep) || !file.endsWith('.yaml')) return;
      const relativeFile = `pages/${relative(pagesDir, file).split(sep).join('/')}`;
      const before = new Set(errorsOf(content.problems).map(formatProblem));
      // Problems in this file, or anywhere else that this edit caused (a removed anchor breaks links to it).
      const introduced = recheck().filter((problem) => problem.file === relativeFile || !before.has(formatProblem(problem)));
      if (introduced.length > 0) {
        server.ws.send({ type: 'error', err: toOverlay(new ContentError(pagesDir, introduced)) });
        server.config.logger.error(introduced.map(formatProblem).join('\n'), { timestamp: true });
        return [];
      }
      if (relative(pagesDir, file) === SITE_CONFIG_FILE) {
        reloadSite(server);
        return [];
      }
      const module = server.moduleGraph.getModuleById(pageModule(relativeFile));
      // A page nobody has opened has no module yet; the summaries may still have changed (titles, reading times).
      invalidateSiteModules(server);
      if (!module) return [];
      server.moduleGraph.invalidateModule(module);
      return [module];
    },
  };
}

function invalidateSiteModules(server: ViteDevServer) {
  for (const name of SITE_MODULES) {
    const module = server.moduleGraph.getModuleById(RESOLVED + name);
    if (module) server.moduleGraph.invalidateModule(module);
  }
}

function reloadSite(server: ViteDevServer) {
  invalidateSiteModules(server);
  server.ws.send({ type: 'full-reload' });
}

function toOverlay(error: ContentError) {
  return { message: error.message, stack: '', id: error.id, loc: error.loc, plugin: error.plugin, frame: '' };
}
