import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSitePath, reloadsDocument } from '../ui/SmartLink';

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A plain click on a site link navigates inside the app: links React renders (SmartLink) and links in HTML it did not
 * render, such as the static blocks of the first page. A handler that prevented the default keeps the click.
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!link || !href || !isPlainClick(event)) return;
      if (!isSitePath(href) || reloadsDocument(href)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      event.preventDefault();
      const here = location.pathname + location.search + location.hash;
      navigate(href, { replace: href === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
