import { Fragment } from 'react';
import type { SitePageData } from '../content/virtualPages';
// Before the layout's components: the blocks' styles come first in the page's style sheet, which keeps the cascade.
import { renderBlock } from './renderBlock';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PageHead } from '../layout/PageHead';
import { recordOf } from '../blocks/registry';
import { LANGUAGE_DATA_ID, type PageLanguage } from '../i18n/language';
import { serializeJsonLd } from '../seo/jsonLd';
import { PageContext } from './PageContext';

/**
 * The page's language and its words, once for all its islands: each reads them as it starts (src/runtime/reactIsland.tsx),
 * so an island's code holds no words of any language.
 */
function IslandLanguage({ language }: { language: PageLanguage }) {
  const { code, intl, currency, strings } = language;
  return <script type="application/json" id={LANGUAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: serializeJsonLd({ code, intl, currency, strings }) }} />;
}

/** Renders any page from its document: head, breadcrumbs, article header, then each block in order. */
export function PageView({ page }: { page: SitePageData }) {
  const { doc, extras, untranslatedBlocks = [] } = page;
  const defaultLanguage = page.language.site.locales[0].intl;
  return (
    <PageContext value={page}>
      <PageHead page={page} />
      {doc.breadcrumbs && <Breadcrumbs items={doc.breadcrumbs} />}
      {doc.article && <ArticleHeader article={doc.article} readingMinutes={extras.readingMinutes ?? 1} />}
      {doc.blocks.map((block, index) => (
        <Fragment key={`${block.type}-${index}`}>{renderBlock(block, undefined, untranslatedBlocks.includes(index) ? defaultLanguage : undefined)}</Fragment>
      ))}
      {doc.blocks.some((block) => recordOf(block.type)?.island) && <IslandLanguage language={page.language} />}
    </PageContext>
  );
}
