import type { ComponentType } from 'react';
import styled from 'styled-components';
import { NOT_FOUND_ROUTE } from '../constants';
import type { SitePageData } from '../content/virtualPages';
import { blockComponents, islandSchedules } from '../generated/blocks';
import type { Block } from '../generated/schema-types';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PageHead } from '../layout/PageHead';
import { LANGUAGE_DATA_ID, type PageLanguage } from '../i18n/language';
import { serializeJsonLd } from '../seo/jsonLd';
import { PageContext } from './PageContext';

// Takes no room of its own, so an island lays out as if its block were the main element's child.
const IslandRoot = styled.div`
  display: contents;
`;

/**
 * One block. A static block is its HTML and nothing else. An interactive block is an island: the same HTML inside a
 * root that names its type, when its code loads (`x-island` in its schema) and the props it hydrates with
 * (src/runtime/islands.ts).
 */
function BlockView({ block, lang }: { block: Block; lang?: string }) {
  const Component = blockComponents[block.type] as ComponentType<Block>;
  const schedule = islandSchedules[block.type];
  if (!schedule) return lang ? <InLanguage lang={lang}><Component {...block} /></InLanguage> : <Component {...block} />;
  return (
    <IslandRoot data-island={block.type} data-when={schedule} data-props={JSON.stringify(block)} lang={lang}>
      <Component {...block} />
    </IslandRoot>
  );
}

// A block shown in another language than the page's says so, and takes no room of its own.
const InLanguage = styled.div`
  display: contents;
`;

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
        <BlockView key={`${block.type}-${index}`} block={block} lang={untranslatedBlocks.includes(index) ? defaultLanguage : undefined} />
      ))}
      {doc.blocks.some((block) => islandSchedules[block.type]) && <IslandLanguage language={page.language} />}
    </PageContext>
  );
}

export const isNotFound = (page: SitePageData) => page.route === NOT_FOUND_ROUTE;
