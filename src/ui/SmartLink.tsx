import { createContext, useContext, type AnchorHTMLAttributes } from 'react';
import { manifest } from 'virtual:site';
import { publishedIn, routeAt } from '../app/recordedManifest';
import type { RouteSummary } from '../content/manifest';
import { withoutTrailingSlash } from '../constants';
import { useLanguage } from '../i18n/language';
import { localizedRoute } from '../i18n/routes';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Inside an island, as the server renders it: the routes its links look up, which the page names for the island's
 * code (src/app/PageView.tsx), as the browser's bundle has no list of the site's routes.
 */
export const IslandLinksContext = createContext<Set<string> | undefined>(undefined);

/** The routes at these paths, as the manifest has them. */
export const routesAt = (paths: Iterable<string>): RouteSummary[] => [...paths].flatMap((path) => routeAt(path) ?? []);

/**
 * Whether the page at `route` is published in the language `code`: every page is, in the default language. Adds the
 * route to `lookedUp` when it takes looking up.
 */
export function isPublishedIn(route: string, code: string, lookedUp?: Set<string>): boolean {
  if (code === manifest.site.locales[0].code) return true;
  lookedUp?.add(route);
  return publishedIn(route, code);
}

/**
 * Where a link from the content leads for a reader of `code`: a page of the site to its version in that language
 * where it is published in it (the default language's elsewhere), and `mailto:{email}` and `mailto:{careersEmail}` to
 * the addresses in the site configuration.
 */
export function resolveHref(href: string, code: string, lookedUp?: Set<string>): string {
  const { contact, locales } = manifest.site;
  const page = /^(\/[^?#]*)(.*)$/.exec(href);
  if (page) {
    const route = withoutTrailingSlash(page[1]);
    return isPublishedIn(route, code, lookedUp) ? localizedRoute(route, code, locales[0].code) + page[2] : href;
  }
  return href.replace(/^mailto:\{(email|careersEmail)\}/, (_, key: 'email' | 'careersEmail') => `mailto:${contact[key]}`);
}

/**
 * A link from the content, in the page's language where the page it leads to is published in it. A link to a page
 * that is not says so: it is marked as in the default language.
 */
export function SmartLink({ href, ...rest }: Props) {
  const { code } = useLanguage();
  const resolved = resolveHref(href, code, useContext(IslandLinksContext));
  const defaultLanguage = manifest.site.locales[0];
  // A path already in the reader's language (one a block resolved itself) leads there too.
  const ownLanguage = localizedRoute('/', code, defaultLanguage.code);
  const toDefault = code !== defaultLanguage.code && resolved === href && href.startsWith('/') && href !== ownLanguage && !href.startsWith(`${ownLanguage}/`);
  return <a href={resolved} hrefLang={toDefault ? defaultLanguage.intl : undefined} {...rest} />;
}
