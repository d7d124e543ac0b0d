import type { AnchorHTMLAttributes } from 'react';
import { manifest } from 'virtual:site';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** `mailto:{email}` and `mailto:{careersEmail}` take the address from the site configuration. */
export function resolveHref(href: string): string {
  const { contact } = manifest.site;
  return href.replace(/^mailto:\{(email|careersEmail)\}/, (_, key: 'email' | 'careersEmail') => `mailto:${contact[key]}`);
}

const bookingRoutes = new Set(manifest.routes.filter((route) => route.embedsBooking).map((route) => route.path));

/** Pages with the booking widget have a security policy of their own, which only a fresh page load applies. */
export function reloadsDocument(href: string): boolean {
  return bookingRoutes.has(href.split(/[?#]/)[0]);
}

/** A path on this site (not a protocol-relative URL to another host). */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link from the content. It is a plain anchor: a click on a site path is navigated inside the app by one document
 * handler (src/app/useLinkNavigation.ts), which also serves links in HTML that React did not render.
 */
export function SmartLink({ href, ...rest }: Props) {
  return <a href={resolveHref(href)} {...rest} />;
}
