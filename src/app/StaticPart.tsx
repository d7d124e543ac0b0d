import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { IslandLinksContext } from '../ui/SmartLink';

/** In a hydrating island: the prerendered HTML of each of its static parts, by name. */
export const StaticPartsContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** Reads the static parts of an island's prerendered HTML, before React hydrates it. */
export function staticPartsIn(root: Element): ReadonlyMap<string, string> {
  return new Map([...root.querySelectorAll<HTMLElement>('[data-static-part]')].map((part) => [part.dataset.staticPart!, part.innerHTML]));
}

// Takes no room of its own, so what it holds lays out as the children of the part's parent (cards in a grid, say).
const Part = styled.div`
  display: contents;
`;

/**
 * A part of an island that is HTML only, such as the cards a filter shows or hides. The server draws `children`; in
 * the browser the part keeps its prerendered HTML, so neither the content it is drawn from nor the code that draws it
 * is downloaded, nor the routes its links lead to. `name` tells it apart from the island's other parts.
 */
export function StaticPart({ name, children }: { name: string; children: () => ReactNode }) {
  const prerendered = useContext(StaticPartsContext)?.get(name);
  if (prerendered !== undefined) return <Part data-static-part={name} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  return (
    <Part data-static-part={name}>
      <IslandLinksContext value={undefined}>{children()}</IslandLinksContext>
    </Part>
  );
}
