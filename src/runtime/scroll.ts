import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const HASH_SCROLL_DELAY_MS = 100;
/** Clears the fixed header, so the target's heading is not hidden under it. */
export const HASH_SCROLL_OFFSET_PX = 80;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let isFirstPage = true;

/** A new path starts at the top; a hash scrolls to its element, smoothly unless the visitor prefers less motion. */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const firstPage = isFirstPage;
    isFirstPage = false;
    if (!hash) {
      // The first page keeps the position the browser gave it (the top, or where a reload left off), also when the
      // visitor has scrolled before the app started.
      if (!firstPage) window.scrollTo(0, 0);
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
