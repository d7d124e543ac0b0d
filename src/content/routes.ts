/** The site's page files: every `.yaml` file under pages/ is a route, except these. */
export const SITE_CONFIG_FILE = '_site.yaml';
/** The words of the site's frame and blocks (schemas/strings.schema.json). */
export const STRINGS_FILE = '_strings.yaml';
export const NOT_FOUND_FILE = '404.yaml';

/** One part of a page address: lower-case letters and digits, in words joined by single hyphens. */
export const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const GROUP = /^\([a-z0-9-]+\)$/;

export type RouteResult = { route: string } | { error: string };

/**
 * The route of a page file, from its path relative to pages/: `about.yaml` is /about,
 * `blog/index.yaml` is /blog, and a folder in parentheses groups files without adding to the URL.
 */
export function routeOfFile(relativePath: string): RouteResult {
  const segments = relativePath.replace(/\.yaml$/, '').split('/');
  const urlSegments: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const isLast = index === segments.length - 1;
    if (!isLast && GROUP.test(segment)) continue;
    if (isLast && segment === 'index') continue;
    if (!SEGMENT.test(segment)) {
      return {
        error:
          `"${segment}" cannot be part of a page address. File and folder names under pages/ become the URL, ` +
          `so they may hold only lower-case letters, digits and single hyphens (a folder in parentheses groups files). ` +
          `Rename it, for example to "${suggestSegment(segment)}".`,
      };
    }
    urlSegments.push(segment);
  }
  return { route: '/' + urlSegments.join('/') };
}

/** The nearest name that can be part of an address, for example "about-us" for "About Us". */
export function suggestSegment(segment: string): string {
  const slug = segment
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'page-name';
}
