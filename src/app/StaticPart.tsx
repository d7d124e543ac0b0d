import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageContext } from './PageContext';
import { prerenderedPart } from './firstPage';

/** The position of the block being rendered in its page's document; PageView provides it. */
export const BlockIndexContext = createContext<number | undefined>(undefined);

// Takes no room of its own, so what it holds lays out as the children of the part's parent (cards in a grid, say).
const Part = styled.div`
  display: contents;
`;

/**
 * A part of an interactive block that is HTML only, such as the cards a filter shows or hides. On the page a visitor
 * opens first it keeps its prerendered HTML, so the content it is drawn from need not download; elsewhere it draws
 * `children`. `name` tells it apart from the block's other parts.
 */
export function StaticPart({ name, children }: { name: string; children: () => ReactNode }) {
  const route = useContext(PageContext)?.route;
  const index = useContext(BlockIndexContext);
  const html = route !== undefined && index !== undefined ? prerenderedPart(route, index, name) : undefined;
  if (html !== undefined) return <Part data-static-part={name} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Part data-static-part={name}>{children()}</Part>;
}
