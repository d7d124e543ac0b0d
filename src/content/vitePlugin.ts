import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildSiteData, type Collections, type Manifest } from './manifest.ts';
import { pageExtras } from './pageExtras.ts';
import { formatProblem, type Problem } from './problems.ts';
import { collectionCategories } from './schemas.ts';
import { COLLECTIONS_ID, CONTENT_CHANGED_EVENT, PAGES_ID, SITE_ID } from '../constants.ts';
import type { SitePageData } from './virtualPages';
import type { PageLanguage } from '../i18n/language.ts';
import { formatMessage } from '../i18n/format.ts';
import { localizedRoute } from '../i18n/routes.ts';
import { applyTranslation, untranslatedTexts } from '../i18n/translations.ts';
import type { PageDocument } from '../generated/schema-types';
import { translatedPage } from '../blocks/registry.ts';
import { SITE_CONFIG_FILE, STRINGS_FILE } from './routes.ts';
import { createContentChecker, type ContentChecker, type PageEntry, type SiteContent } from './siteContent.ts';

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
  /** The collections' summaries in the default language. */
  collections: Collections;
  /** Every page in every language it is published in. */
  pages: SitePageData[];
  /** The page for unknown addresses, in each language it is published in; the default language's first. */
  notFoundPages: SitePageData[];
  /** Each language with the words of the site's frame in it; the default language first. */
  languages: PageLanguage[];
}

/**
 * The site's data from content that checked without errors. A page is published in another language once its
 * translation gives at least one of its words; a field with no translation shows the default language's words.
 */
export function siteDataOf({ checker, content }: CheckedSite): SiteData {
  const site = content.site!;
  const categories = collectionCategories(checker.schemas);
  const [primary] = site.locales;
  const { manifest, collections } = buildSiteData(site, content.pages, categories);
  const translationOf = (code: string, file: string) => content.translations.get(code)?.get(file);
  const publishedIn = (file: string) =>
    site.locales.filter((locale) => locale.code === primary.code || (translationOf(locale.code, file)?.values.size ?? 0) > 0);
  const fileOfRoute = new Map(content.pages.map((page) => [page.route, page.file]));
  for (const route of manifest.routes) {
    const others = publishedIn(fileOfRoute.get(route.path)!).slice(1).map((locale) => locale.code);
    if (others.length > 0) route.languages = others;
  }

  const pages: SitePageData[] = [];
  const notFoundPages: SitePageData[] = [];
  const languages: PageLanguage[] = [];
  for (const locale of site.locales) {
    const isPrimary = locale.code === primary.code;
    const words = <T,>(file: string, data: T): T => (isPrimary ? data : applyTranslation(data, translationOf(locale.code, file)?.values ?? new Map()));
    const published = (file: string) => isPrimary || publishedIn(file).includes(locale);
    const language: PageLanguage = {
      code: locale.code,
      intl: locale.intl,
      currency: locale.currency,
      site: words(`pages/${SITE_CONFIG_FILE}`, site),
      strings: words(`pages/${STRINGS_FILE}`, content.strings!),
      hyphenation: content.hyphenation.get(locale.code) ?? [],
    };
    languages.push(language);
    // The pages this language lists in its indexes: its own where published, the default language's elsewhere.
    const translatedDoc = (file: string, doc: PageDocument): PageDocument => (isPrimary ? doc : translatedPage(words(file, doc), doc));
    const entries = content.pages.map((page) =>
      published(page.file) ? { ...page, route: localizedRoute(page.route, locale.code, primary.code), doc: translatedDoc(page.file, page.doc) } : page,
    );
    const listed = isPrimary ? collections : buildSiteData(language.site, entries, categories).collections;
    const pageData = ({ route, file, doc }: PageEntry, original: PageEntry): SitePageData => ({
      route,
      file,
      doc,
      extras: pageExtras({ route, doc }, listed),
      language,
      alternates: publishedIn(file).map((other) => ({ code: other.code, intl: other.intl, route: localizedRoute(original.route, other.code, primary.code) })),
      untranslated: isPrimary ? [] : (translationOf(locale.code, file)?.missing ?? []),
      untranslatedTexts: isPrimary ? [] : untranslatedTexts(original.doc, translationOf(locale.code, file)?.missing ?? []),
    });
    content.pages.forEach((page, index) => {
      if (published(page.file)) pages.push(pageData(entries[index], page));
    });
    const notFound = content.notFound!;
    if (published(notFound.file)) {
      // Its route is NOT_FOUND_ROUTE in every language: it answers addresses, it has none of its own.
      notFoundPages.push({ ...pageData({ ...notFound, doc: translatedDoc(notFound.file, notFound.doc) }, notFound), alternates: [] });
    }
  }
  const home = pages.find((page) => page.route === '/');
  if (home) {
    home.suggestions = home.alternates.slice(1).map(({ code, route }) => {
      const { intl, strings } = languages.find((language) => language.code === code)!;
      const name = site.locales.find((locale) => locale.code === code)!.name;
      const say = (message: string) => formatMessage(message, intl, { language: name });
      return { code, intl, href: route, text: say(strings.chrome.suggestion), link: say(strings.chrome.suggestionLink), dismiss: strings.chrome.dismiss };
    });
  }
  return { manifest, collections, pages, notFoundPages, languages };
}

/** The code of `virtual:site` on the dev server and in the build's server bundle. */
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
export function sitePages(root: string, pagesDir = join(root, 'pages'), translationsDir?: string): Plugin {
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

  /**
   * The code of one of the site's modules from the checked content; throws on content errors, unless `partial` allows
   * the pages that checked to stand without those that did not.
   */
  const moduleCode = (id: string, { partial = false } = {}): string => {
    // The dev server renders pages from these modules too: a problem anywhere shows in the overlay until mended.
    const errors = errorsOf(content.problems);
    if (!content.site || !content.notFound || (errors.length > 0 && !partial)) throw new ContentError(pagesDir, errors);
    const { manifest, collections } = siteData();
    if (id === RESOLVED + COLLECTIONS_ID) {
      return `export const collections = ${JSON.stringify(collections)};\nexport const languages = ${JSON.stringify(siteData().languages)};`;
    }
    if (id === RESOLVED + PAGES_ID) {
      const { pages, notFoundPages } = siteData();
      return [`export const pages = ${JSON.stringify(pages)};`, `export const notFoundPages = ${JSON.stringify(notFoundPages)};`].join('\n');
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
      checker ??= createContentChecker(root, pagesDir, { incremental: isDev, translationsDir });
      const errors = recheck();
      if (errors.length === 0) return;
      const report = `${errors.map(formatProblem).join('\n')}\n\n${errors.length} content ${errors.length === 1 ? 'problem' : 'problems'} found.`;
      if (isDev) this.warn(report);
      else this.error(report);
    },

    resolveId(id) {
      if (SITE_MODULES.includes(id)) return RESOLVED + id;
    },

    load(id, options) {
      if (!SITE_MODULES.some((name) => id === RESOLVED + name)) return;
      // In the browser on the dev server (the page editor, the block catalogue) a page file with an error leaves the
      // others usable, so that the editor can list it with its problem and open every other page. Rendered pages and
      // the build still stop at the first error.
      const code = moduleCode(id, { partial: isDev && !options?.ssr });
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

    async handleHotUpdate({ file, server, read }) {
      if (file.startsWith(join(root, 'schemas') + sep) && file.endsWith('.json')) {
        // A schema changed: rebuild the validator from scratch, so the new rules apply at once.
        checker = createContentChecker(root, pagesDir, { incremental: isDev, translationsDir });
        recheck();
        showChange(server);
        return [];
      }
      if (!file.startsWith(pagesDir + sep) || !file.endsWith('.yaml')) return;
      // A save that truncates the file before writing it (Node's writeFile, many editors) can be reported between the
      // two, with no report of the write when both fall in one tick of the file's clock: checked then, the empty file
      // would stay the page's last state. Vite's read waits until the written text is there.
      await read();
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
