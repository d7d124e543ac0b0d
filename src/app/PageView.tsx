import { Fragment } from 'react';
import { NOT_FOUND_ROUTE } from '../constants';
import type { SitePageData } from '../content/virtualPages';
// Before the layout's components: the blocks' styles come first in the page's style sheet, which keeps the cascade.
import { renderBlock } from './renderBlock';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PageHead } from '../layout/PageHead';
import { PageContext } from './PageContext';

/** Renders any page from its document: head, breadcrumbs, article header, then each block in order. */
export function PageView({ page }: { page: SitePageData }) {
  const { route, doc, extras } = page;
  return (
    <PageContext value={page}>
      <PageHead route={route} doc={doc} />
      {doc.breadcrumbs && <Breadcrumbs items={doc.breadcrumbs} />}
      {doc.article && <ArticleHeader article={doc.article} readingMinutes={extras.readingMinutes ?? 1} />}
      {doc.blocks.map((block, index) => (
        <Fragment key={`${block.type}-${index}`}>{renderBlock(block)}</Fragment>
      ))}
    </PageContext>
  );
}

export const isNotFound = (page: SitePageData) => page.route === NOT_FOUND_ROUTE;
