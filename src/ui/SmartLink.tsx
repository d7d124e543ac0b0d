import type { AnchorHTMLAttributes } from 'react';
import { manifest } from 'virtual:site';
import { withoutTrailingSlash } from '../constants';
import { useLanguage } from '../i18n/language';
import { localizedRoute } from '../i18n/routes';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The languages besides the default that each route is published in, by route: every link of a translated page looks
 * up where it leads (searching the routes instead took milliseconds a page on a site of thousands).
 */
const otherLanguagesByRoute = new Map(manifest.routes.map((entry) => [entry.path, entry.languages ?? []]));

/** Whether the page at `route` is published in the language `code`: every page is, in the default language. */
export const isPublishedIn = (route: string, code: string): boolean =>
  code === manifest.site.locales[0].code || (otherLanguagesByRoute.get(route)?.includes(code) ?? false);

/**
 * Where a link from the content leads for a reader of `code`: a page of the site to its version in that language
 * where it is published in it (the default language's elsewhere), and `mailto:{email}` and `mailto:{careersEmail}` to
 * the addresses in the site configuration.
 */
export function resolveHref(href: string, code: string): string {
  const { contact, locales } = manifest.site;
  const page = /^(\/[^?#]*)(.*)$/.exec(href);
  if (page) {
    const route = withoutTrailingSlash(page[1]);
    return isPublishedIn(route, code) ? localizedRoute(route, code, locales[0].code) + page[2] : href;
  }
  return href.replace(/^mailto:\{(email|careersEmail)\}/, (_, key: 'email' | 'careersEmail') => `mailto:${contact[key]}`);
}

/**
 * A link from the content, in the page's language where the page it leads to is published in it. A link to a page
 * that is not says so: it is marked as in the default language.
 */
export function SmartLink({ href, ...rest }: Props) {
  const { code } = useLanguage();
  const resolved = resolveHref(href, code);
  const defaultLanguage = manifest.site.locales[0];
  const toDefault = code !== defaultLanguage.code && resolved === href && href.startsWith('/');
  return <a href={resolved} hrefLang={toDefault ? defaultLanguage.intl : undefined} {...rest} />;
}
