import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards; lets a component show what the
 * static HTML showed first, then what depends on the browser (a query string, stored preferences).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
