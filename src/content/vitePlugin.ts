import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildSiteData, type Collections, type Manifest } from './manifest.ts';
import { pageExtras } from './pageExtras.ts';
import { formatProblem, type Problem } from './problems.ts';
import { collectionCategories } from './schemas.ts';
import { CONTENT_CHANGED_EVENT, NOT_FOUND_ROUTE } from '../constants.ts';
import type { SitePageData } from './virtualPages';
import { createContentChecker, type ContentChecker, type PageEntry, type SiteContent } from './siteContent.ts';

export const SITE_ID = 'virtual:site';
export const PAGES_ID = 'virtual:pages';
export const COLLECTIONS_ID = 'virtual:collections';
const SITE_MODULES = [SITE_ID, PAGES_ID, COLLECTIONS_ID];
const RESOLVED = '\0';

/** Content that was checked already, with the checker that checked it. */
export interface CheckedSite {
  checker: ContentChecker;
  content: SiteContent;
}

/** What the site's modules hold: the manifest, the collections' summaries, and every page with what it shows of them. */
export interface SiteData {
  manifest: Manifest;
  collections: Collections;
  pages: SitePageData[];
  notFound: SitePageData;
}

/** The site's data from content that checked without errors. */
export function siteDataOf({ checker, content }: CheckedSite): SiteData {
  const { manifest, collections } = buildSiteData(content.site!, content.pages, collectionCategories(checker.schemas));
  const page = ({ route, file, doc }: PageEntry): SitePageData => ({ route, file, doc, extras: pageExtras({ route, doc }, collections) });
  return { manifest, collections, pages: content.pages.map(page), notFound: { ...page(content.notFound!), route: NOT_FOUND_ROUTE } };
}

/** The code of `virtual:site`, on the dev server and in the build's bundles alike. */
export const siteModuleCode = (manifest: Manifest) => `export const manifest = ${JSON.stringify(manifest)};`;

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
 * Turns pages/ into modules: `virtual:site` (the manifest: site configuration, routes, redirects, categories),
 * `virtual:pages` (every page's document with the summaries it shows, for the dev server's render), and
 * `virtual:collections` (every collection's summaries, for the block catalogue and the page editor). The same
 * checker serves the validate command and the tests. On the dev server an edit re-renders the open page
 * (src/runtime/devPreview.ts) and a problem shows in Vite's overlay.
 */
export function sitePages(root: string, pagesDir = join(root, 'pages')): Plugin {
  let checker: ContentChecker;
  let content: SiteContent;
  let isDev = false;

  const errorsOf = (problems: Problem[], file?: string) =>
    problems.filter((problem) => problem.severity === 'error' && (file === undefined || problem.file === file));

  let cachedSiteData: SiteData | undefined;
  const recheck = () => {
    content = checker.check();
    cachedSiteData = undefined;
    return errorsOf(content.problems);
  };
  const siteData = () => (cachedSiteData ??= siteDataOf({ checker, content }));

  /** The code of one of the site's modules from the checked content; throws on content errors. */
  const moduleCode = (id: string): string => {
    // The dev server renders pages from these modules too: a problem anywhere shows in the overlay until mended.
    const errors = errorsOf(content.problems);
    if (!content.site || !content.notFound || errors.length > 0) throw new ContentError(pagesDir, errors);
    const { manifest, collections } = siteData();
    if (id === RESOLVED + COLLECTIONS_ID) return `export const collections = ${JSON.stringify(collections)};`;
    if (id === RESOLVED + PAGES_ID) {
      const { pages, notFound } = siteData();
      return [`export const pages = ${JSON.stringify(pages)};`, `export const notFound = ${JSON.stringify(notFound)};`].join('\n');
    }
    return siteModuleCode(manifest);
  };

  /** What each site module's code was when it was last loaded. */
  const loadedCode = new Map<string, string>();

  /**
   * Invalidates the site's modules whose code the content change altered. Most components import the manifest, and
   * an invalidated module runs its importers again: an edit of one page's text changes only `virtual:pages`, so only
   * the server entry runs again and the open page re-renders at once.
   */
  const invalidateChanged = (server: ViteDevServer) => {
    const changed = SITE_MODULES.map((name) => RESOLVED + name).filter((id) => {
      try {
        return moduleCode(id) !== loadedCode.get(id);
      } catch {
        return true;
      }
    });
    invalidateModules(server, changed);
  };

  /** The open page renders anew from the changed content, without a reload (src/runtime/devPreview.ts). */
  const showChange = (server: ViteDevServer) => {
    invalidateChanged(server);
    server.ws.send({ type: 'custom', event: CONTENT_CHANGED_EVENT });
  };

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
      if (SITE_MODULES.includes(id)) return RESOLVED + id;
    },

    load(id) {
      if (!SITE_MODULES.some((name) => id === RESOLVED + name)) return;
      const code = moduleCode(id);
      loadedCode.set(id, code);
      return code;
    },

    configureServer(server) {
      server.watcher.add(pagesDir);
      // A picture added to or removed from public/ can mend or break a document that names it.
      const publicDir = join(root, 'public');
      const onAddOrRemove = (path: string) => {
        if (!path.startsWith(pagesDir + sep) && !path.startsWith(publicDir + sep)) return;
        recheck();
        showChange(server);
      };
      server.watcher.on('add', onAddOrRemove);
      server.watcher.on('unlink', onAddOrRemove);
    },

    handleHotUpdate({ file, server }) {
      if (file.startsWith(join(root, 'schemas') + sep) && file.endsWith('.json')) {
        // A schema changed: rebuild the validator from scratch, so the new rules apply at once.
        checker = createContentChecker(root, pagesDir, { incremental: isDev });
        recheck();
        showChange(server);
        return [];
      }
      if (!file.startsWith(pagesDir + sep) || !file.endsWith('.yaml')) return;
      const relativeFile = `pages/${relative(pagesDir, file).split(sep).join('/')}`;
      const before = new Set(errorsOf(content.problems).map(formatProblem));
      // Problems in this file, or anywhere else that this edit caused (a removed anchor breaks links to it).
      const introduced = recheck().filter((problem) => problem.file === relativeFile || !before.has(formatProblem(problem)));
      if (introduced.length > 0) {
        invalidateModules(server, SITE_MODULES.map((name) => RESOLVED + name));
        server.ws.send({ type: 'error', err: toOverlay(new ContentError(pagesDir, introduced)) });
        server.config.logger.error(introduced.map(formatProblem).join('\n'), { timestamp: true });
        return [];
      }
      showChange(server);
      return [];
    },
  };
}

function invalidateModules(server: ViteDevServer, ids: readonly string[]) {
  for (const environment of Object.values(server.environments)) {
    for (const id of ids) {
      const module = environment.moduleGraph.getModuleById(id);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
  }
}

function toOverlay(error: ContentError) {
  return { message: error.message, stack: '', id: error.id, loc: error.loc, plugin: error.plugin, frame: '' };
}
