import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface WrittenPage {
  /** The site path the file answers, such as /about. */
  route: string;
  html: string;
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name]!);

const attributeValues = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].map((match) => decodeEntities(match[1]));

/**
 * Every internal href and #anchor in the written HTML must land: on a written page (and an id in it) or on a file
 * in the output. Returns one line per broken link.
 */
export function brokenLinks(outDir: string, pages: readonly WrittenPage[]): string[] {
  const idsByRoute = new Map(pages.map((page) => [page.route, new Set(attributeValues(page.html, 'id'))]));
  const problems: string[] = [];
  for (const page of pages) {
    for (const href of new Set(attributeValues(page.html, 'href'))) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) {
        problems.push(`${page.route}: ${href} leaves the site without a scheme.`);
        continue;
      }
      const url = new URL(href, `https://site.invalid${page.route}`);
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
      const ids = idsByRoute.get(path);
      if (!ids && !existsSync(join(outDir, decodeURIComponent(path)))) {
        problems.push(`${page.route}: ${href} points to ${path}, which is neither a page nor a file of the site.`);
      } else if (url.hash && ids && !ids.has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${page.route}: ${href} points to ${url.hash}, which is not an id on ${path}.`);
      }
    }
  }
  return problems;
}
