/**
 * What each output of the build is made from, as cache keys (scripts/builder/buildCache.ts). A key must change whenever
 * its output could: when in doubt, a file belongs in it.
 */
import { join, relative } from 'node:path';
import type { BundledSite } from '../../src/content/bundledSite';
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
 * The browser's and the server's bundles: the code, and what they hold of the site, its configuration and categories
 * (src/content/bundledSite.ts). The rest of the manifest the server bundle is given when it renders.
 */
export function bundleKey(code: string, site: BundledSite): string {
  return hashOf(code, JSON.stringify(site));
}

/** Each language's hash: the pages of a language share one object, whose words are hashed once instead of with each. */
const languageHashes = new WeakMap<PageLanguage, string>();

/**
 * A page's HTML: the bundles that render it, its language, and its own document with the summaries it shows. What it
 * reads of the rest of the manifest (routes, counts) is recorded as it renders, and compared on the next build
 * (src/content/manifestReads.ts).
 */
export function pageKey(bundles: string, { language, ...page }: SitePageData): string {
  let languageHash = languageHashes.get(language);
  if (!languageHash) languageHashes.set(language, (languageHash = hashOf(JSON.stringify(language))));
  return hashOf(bundles, languageHash, JSON.stringify(page));
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
