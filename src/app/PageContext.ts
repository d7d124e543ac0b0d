import { createContext, useContext } from 'react';
import type { PageExtras } from '../content/manifest';
import type { PageDocument } from '../generated/schema-types';

export interface PageContextValue {
  route: string;
  doc: PageDocument;
  extras: PageExtras;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page a block is rendered on, for blocks that draw on the page's own fields. */
export function useCurrentPage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('useCurrentPage must be used inside a rendered page.');
  return page;
}
