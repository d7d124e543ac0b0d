import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that navigates inside the app for site paths and is a plain anchor for everything else. */
export function SmartLink({ href, ...rest }: Props) {
  if (href.startsWith('/')) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}
