import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { siteDataOf, type SiteData } from '../../src/content/vitePlugin.ts';
import { repoRoot } from './checkFixture.ts';

let checked: SiteData | undefined;

/**
 * The real site's data, from pages/ and translations/, as the build makes it: every page in every language it is
 * published in. Checked once for each test file that asks for it.
 */
export function realSiteData(): SiteData {
  if (checked) return checked;
  const checker = createContentChecker(repoRoot);
  const content = checker.check();
  const errors = content.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !content.site) throw new Error(`The site's content has problems:\n${errors.map(formatProblem).join('\n')}`);
  checked = siteDataOf({ checker, content });
  return checked;
}

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** The opening tags of the `name` elements in rendered markup, in order. */
export const tagsOf = (markup: string, name: string) => [...markup.matchAll(new RegExp(`<${name}\\s[^>]*>`, 'gi'))].map(([tag]) => tag);

/** One attribute's value in an opening tag, as React writes it (quoted, with & as &amp;). */
export const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The `<link rel="alternate" hreflang>` elements of rendered markup, in order. */
export function hreflangLinks(markup: string): HreflangLink[] {
  return tagsOf(markup, 'link')
    .filter((tag) => attributeOf(tag, 'rel') === 'alternate' && attributeOf(tag, 'hreflang') !== undefined)
    .map((tag) => ({ hreflang: attributeOf(tag, 'hreflang')!, href: attributeOf(tag, 'href')! }));
}
