import type { ArticleSummary, Manifest } from '../../src/content/manifest';
import type { PageDocument } from '../../src/generated/schema-types';
import { shareImagePath } from '../../src/seo/shareImage';

export interface BuiltPage {
  route: string;
  doc: PageDocument;
  /** The page in every language it is published in, itself included. */
  alternates?: readonly { intl: string; route: string }[];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export const isIndexed = (doc: PageDocument) => !(doc.meta.robots ?? 'index, follow').startsWith('noindex');

/**
 * Every route search engines may list, with the article date where there is one, and, for a page published in more
 * than one language, its versions as the page's own hreflang links name them (the default language's as x-default).
 */
export function sitemap(origin: string, pages: readonly BuiltPage[]): string {
  const link = (hreflang: string, route: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + route)}"/>`;
  const urls = pages
    .filter(({ doc }) => isIndexed(doc))
    .map(({ route, doc, alternates = [] }) => {
      const lastmod = doc.article ? `<lastmod>${doc.article.publishDate}</lastmod>` : '';
      const versions = alternates.length > 1 ? [...alternates.map((version) => link(version.intl, version.route)), link('x-default', alternates[0].route)] : [];
      return `  <url><loc>${escapeXml(origin + route)}</loc>${lastmod}${versions.join('')}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** The sitemap of sitemaps: one for each language. */
export function sitemapIndex(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Where each language's sitemap is. */
export const languageSitemapPath = (code: string) => `/sitemap-${code}.xml`;

/** The sitemap index at /sitemap.xml and each language's sitemap of its pages, by the path each is written to. */
export function sitemapFiles(origin: string, codes: readonly string[], pages: readonly (BuiltPage & { language: { code: string } })[]): Map<string, string> {
  const files = new Map(codes.map((code) => [languageSitemapPath(code), sitemap(origin, pages.filter((page) => page.language.code === code))]));
  files.set('/sitemap.xml', sitemapIndex(origin, [...files.keys()]));
  return files;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export const FEED_PATH = '/feed.xml';

/**
 * An Atom feed of the articles, newest first. Each entry names its picture, the PNG the build draws for the article,
 * with Atom's own `link rel="enclosure"` (RFC 4287, 4.2.7.2), which needs no extra namespace; readers that show
 * entry pictures take it, and feed readers do not reliably show the articles' SVG illustrations.
 */
export function atomFeed(site: Manifest['site'], summaries: readonly ArticleSummary[]): string {
  const articles = [...summaries].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
  const updated = articles[0]?.publishDate ?? '2025-01-01';
  const entries = articles.map(
    (article) => `  <entry>
    <title>${escapeXml(article.title)}</title>
    <link href="${escapeXml(site.origin + article.route)}"/>
    <link rel="enclosure" type="image/png" href="${escapeXml(site.origin + shareImagePath(article.route))}"/>
    <id>${escapeXml(site.origin + article.route)}</id>
    <published>${article.publishDate}T00:00:00Z</published>
    <updated>${article.publishDate}T00:00:00Z</updated>
    <category term="${escapeXml(article.category)}"/>
    <summary>${escapeXml(article.excerpt)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(site.brand)} Blog</title>
  <subtitle>Voice AI insights for small businesses</subtitle>
  <link href="${escapeXml(site.origin + FEED_PATH)}" rel="self"/>
  <link href="${escapeXml(`${site.origin}/blog`)}"/>
  <id>${escapeXml(`${site.origin}/blog`)}</id>
  <updated>${updated}T00:00:00Z</updated>
  <author><name>${escapeXml(site.brand)}</name></author>
${entries.join('\n')}
</feed>
`;
}

/** A page for an old address that sends visitors, with or without JavaScript, and crawlers to the new one. */
export function redirectPage(origin: string, to: string): string {
  const target = escapeXml(to);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Moved to ${target}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeXml(origin + to)}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

export interface HostRedirect {
  from: string;
  to: string;
  status: number;
}

/** Cloudflare Pages' and Netlify's `_redirects`: each old address answered with a permanent redirect (301) to its route. */
export function redirectsFile(redirects: readonly { from: string; to: string }[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** The rules of a `_redirects` file that name a path, a target and (302 when left out) a status. */
export function parseRedirectsFile(text: string): HostRedirect[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter((tokens) => tokens.length === 2 || tokens.length === 3)
    .map(([from, to, status = '302']) => ({ from, to, status: Number(status) }));
}
