/**
 * What each output of the build is made from, as cache keys (scripts/builder/buildCache.ts). A key must change whenever
 * its output could: when in doubt, a file belongs in it.
 */
import { join, relative } from 'node:path';
import type { Manifest } from '../../src/content/manifest';
import type { SitePageData } from '../../src/content/virtualPages';
import type { PageLanguage } from '../../src/i18n/language';
import type { ShareCard } from '../../src/seo/shareImage';
import { runtimeClosure } from '../importGraph';
import { hashOf, hashOfFiles } from './buildCache';

/**
 * The code that makes the bundles and the pages: the site's sources, its static files and schemas, the packages it
 * is built with, and the build's own code.
 */
const CODE = ['src', 'public', 'schemas', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build.ts', 'scripts/builder'];

/** The files `entry` runs, as paths from `root`: found from its imports, so the list cannot fall behind the code. */
const codeOf = (root: string, entry: string) => runtimeClosure([join(root, entry)]).map((file) => relative(root, file));

/** The code that makes the bundles and renders the pages, and the Node that runs it. */
export function codeKey(root: string): string {
  return hashOf(process.version, hashOfFiles(root, CODE));
}

/**
 * The browser's and the server's bundles: the code, and the manifest, which the bundles hold. A collection's summaries
 * are not in the bundles: they reach the pages that list them through those pages' data (pageExtras).
 */
export function bundleKey(code: string, manifest: Manifest): string {
  return hashOf(code, JSON.stringify(manifest));
}

/**
 * What every page's HTML is made from besides its own data: the code, and the parts of the manifest that every page
 * reads, the site configuration and the categories. The browser's bundle holds these and nothing that grows with the
 * site (clientSiteModuleCode), so the names of its files, which pages link to, follow from them too. What a page reads
 * of the rest (routes, counts) is recorded as it renders, and compared on the next build (src/content/manifestReads.ts).
 */
export function renderKey(code: string, { site, categories }: Manifest): string {
  return hashOf(code, JSON.stringify([site, categories]));
}

/** Each language's hash: the pages of a language share one object, whose words are hashed once instead of with each. */
const languageHashes = new WeakMap<PageLanguage, string>();

/** A page's HTML: what renders every page (renderKey), its language, and its own document with the summaries it shows. */
export function pageKey(render: string, { language, ...page }: SitePageData): string {
  let languageHash = languageHashes.get(language);
  if (!languageHash) languageHashes.set(language, (languageHash = hashOf(JSON.stringify(language))));
  return hashOf(render, languageHash, JSON.stringify(page));
}

/** The checker's code, the schemas and their packages: remembered check results hold while they are the same. */
export function checkerKey(root: string): string {
  return hashOf(process.version, hashOfFiles(root, [...codeOf(root, 'src/content/siteContent.ts'), 'schemas', 'package-lock.json']));
}

/** The code that draws share images, and the packages (fonts among them); a change elsewhere redraws none. */
export function shareImageCodeKey(root: string): string {
  return hashOfFiles(root, [...codeOf(root, 'scripts/builder/shareImages.ts'), 'package-lock.json']);
}

/** A page's share image: its card, the brand and host it shows, and the code that draws it. */
export function shareImageKey(shareCode: string, card: ShareCard, brand: string, host: string): string {
  return hashOf(shareCode, JSON.stringify(card), brand, host);
}
