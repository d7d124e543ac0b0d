import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
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

/** A link that navigates inside the app for site paths and is a plain anchor for everything else. */
export function SmartLink({ href, ...rest }: Props) {
  if (href.startsWith('/')) return <Link to={href} reloadDocument={reloadsDocument(href)} {...rest} />;
  return <a href={resolveHref(href)} {...rest} />;
}
