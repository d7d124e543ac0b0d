import type { AnchorHTMLAttributes } from 'react';
import { manifest } from 'virtual:site';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** `mailto:{email}` and `mailto:{careersEmail}` take the address from the site configuration. */
export function resolveHref(href: string): string {
  const { contact } = manifest.site;
  return href.replace(/^mailto:\{(email|careersEmail)\}/, (_, key: 'email' | 'careersEmail') => `mailto:${contact[key]}`);
}

/** A link from the content, with the site's contact addresses filled in. */
export function SmartLink({ href, ...rest }: Props) {
  return <a href={resolveHref(href)} {...rest} />;
}
