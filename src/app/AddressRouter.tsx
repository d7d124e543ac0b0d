import { useContext, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { PageContext } from './PageContext';

/**
 * React Router for an island that reads or changes the address (the blog filter's ?category=): the page's route on
 * the server, the browser's address in the island. Only the islands that use it download it.
 */
export function AddressRouter({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <StaticRouter location={useContext(PageContext)?.route ?? '/'}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}
