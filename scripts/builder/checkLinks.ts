import { statSync } from 'node:fs';
import { join } from 'node:path';
import { withoutTrailingSlash } from '../../src/constants';
import { outputPathOf } from './outputPath';

/** What the link check needs of one written page: the site path it answers (such as /about), its links and its ids. */
export interface PageLinks {
  route: string;
  hrefs: string[];
  ids: string[];
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name]!);

const attributeValues = (html: string, attribute: string) =>
  [...new Set([...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].map((match) => decodeEntities(match[1])))];

/** The links and ids of a page's HTML, read once where the page is rendered, so the check never holds the HTML. */
export function pageLinks(route: string, html: string): PageLinks {
  return { route, hrefs: attributeValues(html, 'href'), ids: attributeValues(html, 'id') };
}

/**
 * Every internal href and #anchor in the written HTML must land, with no redirect on the way: on a written page (and
 * an id in it) or on a file in the output. A path with a trailing slash, a page's file name (`/about.html`) or an old
 * address in `redirects` lands only after a redirect, so it is reported with the address to link to instead. Returns
 * one line per problem.
 */
export function brokenLinks(outDir: string, pages: readonly PageLinks[], redirects: readonly { from: string; to: string }[] = []): string[] {
  const idsByRoute = new Map(pages.map((page) => [page.route, new Set(page.ids)]));
  const routeByFile = new Map(pages.map((page) => [outputPathOf(page.route), page.route]));
  const redirectTargets = new Map(redirects.map(({ from, to }) => [from, to]));
  // Pages share most of their links (navigation, footer, assets): each path is resolved, and looked for, once.
  const resolved = new Map<string, URL>();
  const resolve = (href: string, route: string) => {
    // A path from the root lands where it lands from any page; "#id" lands on the page it is on.
    if (href.startsWith('#')) return new URL(href, `https://site.invalid${route}`);
    let url = resolved.get(href);
    if (!url) resolved.set(href, (url = new URL(href, 'https://site.invalid/')));
    return url;
  };
  const files = new Map<string, boolean>();
  const isFile = (path: string) => {
    let found = files.get(path);
    if (found === undefined) files.set(path, (found = statSync(join(outDir, decodeURIComponent(path)), { throwIfNoEntry: false })?.isFile() ?? false));
    return found;
  };
  /** Where a path that is no page leads after a host's redirect: an old address, a page's file, a trailing slash. */
  const redirected = (path: string) =>
    redirectTargets.get(path) ?? routeByFile.get(path) ?? (withoutTrailingSlash(path) !== path && !isFile(path) ? withoutTrailingSlash(path) : undefined);
  const problems: string[] = [];
  for (const page of pages) {
    for (const href of page.hrefs) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) {
        problems.push(`${page.route}: ${href} leaves the site without a scheme.`);
        continue;
      }
      const url = resolve(href, page.route);
      const path = url.pathname;
      const ids = idsByRoute.get(path);
      const target = ids ? undefined : redirected(path);
      if (target !== undefined) {
        problems.push(`${page.route}: ${href} costs visitors a redirect to ${target}. Link to ${target}${url.hash} instead.`);
      } else if (!ids && !isFile(path)) {
        problems.push(`${page.route}: ${href} points to ${path}, which is neither a page nor a file of the site.`);
      } else if (url.hash && ids && !ids.has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${page.route}: ${href} points to ${url.hash}, which is not an id on ${path}.`);
      }
    }
  }
  return problems;
}
