import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { reloadsDocument } from '../ui/SmartLink';

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Site links in HTML that React did not render, such as the static blocks of the first page, navigate inside the app
 * as SmartLink's do. React's own links handle their clicks first and mark them handled; this takes what is left.
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!link || !href || !isPlainClick(event)) return;
      if (!href.startsWith('/') || href.startsWith('//') || reloadsDocument(href)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      event.preventDefault();
      const here = location.pathname + location.search + location.hash;
      navigate(href, { replace: href === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
