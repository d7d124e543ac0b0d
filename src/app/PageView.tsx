import { Fragment } from 'react';
import type { SitePageData } from '../content/virtualPages';
// Before the layout's components: the blocks' styles come first in the page's style sheet, which keeps the cascade.
import { renderBlock } from './renderBlock';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PageHead } from '../layout/PageHead';
import { recordOf } from '../blocks/registry';
import { FallbackContext, LANGUAGE_DATA_ID, type FallbackWords, type PageLanguage } from '../i18n/language';
import { pickStrings, type StringsPath } from '../i18n/stringsPath';
import { serializeJsonLd } from '../seo/jsonLd';
import { FIRST_SCREEN_END_ID, ISLAND_ROUTES_ID } from '../constants';
import { routesAt } from '../ui/SmartLink';
import { PageContext } from './PageContext';

/**
 * The page's language and the words its islands read, once for all of them: each reads them as it starts
 * (src/runtime/reactIsland.tsx), so an island's code holds no words of any language.
 */
function IslandLanguage({ language, fallback, paths }: { language: PageLanguage; fallback: FallbackWords; paths: StringsPath[] }) {
  const { code, intl, currency } = language;
  const strings = pickStrings(language.strings, paths);
  return <script type="application/json" id={LANGUAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: serializeJsonLd({ code, intl, currency, strings, fallback }) }} />;
}

/**
 * The routes the islands' links looked up, for the islands' code. Rendered after them: the server renders a page in
 * order, so they have all been looked up by then.
 */
function IslandRoutes({ paths }: { paths: Set<string> }) {
  if (paths.size === 0) return null;
  return <script type="application/json" id={ISLAND_ROUTES_ID} dangerouslySetInnerHTML={{ __html: serializeJsonLd(routesAt(paths)) }} />;
}

/** Renders any page from its document: head, breadcrumbs, article header, then each block in order. */
export function PageView({ page }: { page: SitePageData }) {
  const { doc, extras } = page;
  const fallback: FallbackWords = { lang: page.language.site.locales[0].intl, texts: page.untranslatedTexts };
  const islands = doc.blocks.flatMap((block) => recordOf(block.type)?.island ?? []);
  const islandLinks = new Set<string>();
  return (
    <PageContext value={page}>
      <FallbackContext value={fallback}>
        <PageHead page={page} />
        {doc.breadcrumbs && <Breadcrumbs items={doc.breadcrumbs} />}
        {doc.article && <ArticleHeader article={doc.article} readingMinutes={extras.readingMinutes ?? 1} />}
        {doc.blocks.map((block, index) => (
          <Fragment key={`${block.type}-${index}`}>
            {renderBlock(block, undefined, islandLinks)}
            {index === 0 && <div id={FIRST_SCREEN_END_ID} hidden />}
          </Fragment>
        ))}
        {islands.length > 0 && <IslandLanguage language={page.language} fallback={fallback} paths={islands.flatMap((island) => island.strings ?? [])} />}
        <IslandRoutes paths={islandLinks} />
      </FallbackContext>
    </PageContext>
  );
}
