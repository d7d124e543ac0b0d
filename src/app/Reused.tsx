import { createContext, useContext, type ReactNode } from 'react';

/**
 * What lets a part of the chrome that is the same on many pages be rendered once for each language (src/entry-server.tsx
 * keeps them): the first time, the part is rendered between two marks, and the styles it asks for in between are
 * noted; after that, a mark stands for its markup, and its styles are asked for again in the same order, so the page's
 * style sheet is the same as if it had been rendered.
 */
export interface PartReuse {
  /** The number of the part's markup when it was rendered before; its styles are then the page's. */
  reused(id: string): number | undefined;
  /** Starts noting the styles of the part's first rendering; returns the number its markup will have. */
  start(id: string): number;
  end(): void;
}

export const PartReuseContext = createContext<PartReuse | null>(null);

/** React renders a page's elements in order, so these marks' functions run just before and just after the part's. */
function PartStart({ reuse, id }: { reuse: PartReuse; id: string }) {
  return <template data-part-start={reuse.start(id)} />;
}

function PartEnd({ reuse }: { reuse: PartReuse }) {
  reuse.end();
  return <template data-part-end="" />;
}

/**
 * A part of the chrome whose markup depends only on the page's language and on `id`. Where nothing reuses parts (the
 * islands, the dev server's pages, whose languages are copies), it is rendered as it is.
 */
export function Reused({ id, children }: { id: string; children: ReactNode }) {
  const reuse = useContext(PartReuseContext);
  if (!reuse) return children;
  const reused = reuse.reused(id);
  if (reused !== undefined) return <template data-part={reused} />;
  return (
    <>
      <PartStart reuse={reuse} id={id} />
      {children}
      <PartEnd reuse={reuse} />
    </>
  );
}
