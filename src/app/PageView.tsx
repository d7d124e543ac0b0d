import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { BlockComponents } from '../blocks/registry';
import type { Block } from '../generated/schema-types';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PageHead } from '../layout/PageHead';
import { useScrollOnNavigation } from '../runtime/scroll';
import { PageContext } from './PageContext';
import { NOT_FOUND, usePage } from './pageStore';

const Missing = styled.div`
  margin: 1rem;
  padding: 1rem;
  border: 2px dashed #b91c1c;
  color: #b91c1c;
`;

function BlockView({ block, components }: { block: Block; components: BlockComponents }) {
  const Component = components[block.type] as React.ComponentType<Block> | undefined;
  if (!Component) {
    const message = `No block component found for type "${block.type}".`;
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test') return <Missing role="alert">{message}</Missing>;
    throw new Error(message);
  }
  return <Component {...block} />;
}

/** Renders any page from its document: head, breadcrumbs, article header, then each block in order. */
export function PageView({ route }: { route: string }) {
  const { doc, extras, components } = usePage(route);
  useScrollOnNavigation();
  // The page's content hydrates after the shell; once its effects run, the whole page is interactive (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PageContext value={{ route, doc, extras }}>
      <PageHead route={route} doc={doc} />
      {doc.breadcrumbs && <Breadcrumbs items={doc.breadcrumbs} />}
      {doc.article && <ArticleHeader article={doc.article} readingMinutes={extras.readingMinutes ?? 1} />}
      {doc.blocks.map((block, index) => (
        // A boundary per block lets React hydrate the page block by block, giving the browser turns in between
        // instead of one long task.
        <Suspense key={`${block.type}-${index}`} fallback={null}>
          <BlockView block={block} components={components} />
        </Suspense>
      ))}
    </PageContext>
  );
}

export function NotFoundView() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <PageView route={NOT_FOUND} />;
}
