import { formatMessage } from '../../i18n/format';
import { useLanguage, type PageLanguage } from '../../i18n/language';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { manifest } from 'virtual:site';
import { useCurrentPage } from '../../app/PageContext';
import { StaticPart } from '../../app/StaticPart';
import type { ArticleSummary } from '../../content/manifest';
import type { ArticleIndexBlock } from '../../generated/schema-types';
import { useAddressParameter } from '../../runtime/useAddressParameter';
import { useHydrated } from '../../runtime/useHydrated';
import { afterNextPaint, whenIdle } from '../../runtime/scheduling';
import { Grid, Section, visuallyHidden } from '../../ui/layout';
import { ArticleCard } from '../ArticleCard';
import { categorySlug } from '../categoryStyle';
import { media } from '../../theme/theme';

const PILLAR_DELAY_STEP = 0.1;
const categories = manifest.categories.article;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Filter = styled.button`
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.sm};
  cursor: pointer;
  ${media.hover} {
    &:hover {
      border-color: ${({ theme }) => theme.color.brand};
    }
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: #ffffff;
  }
`;

/**
 * Hides the cards of every category but the one shown. The filter works on the cards in the page, so cards that stay
 * as prerendered (see StaticPart) filter as well as cards drawn here.
 */
const FilteredGrid = styled(Grid)`
  ${categories
    .map(categorySlug)
    .map((slug) => `&[data-showing='${slug}'] [data-category]:not([data-category='${slug}']) { display: none; }`)
    .join('\n')}
`;

/** Says what the filter shows: for screen readers only, unless nothing is shown. */
const Status = styled.p<{ $empty: boolean }>`
  ${({ $empty, theme }) =>
    $empty
      ? css`
          padding: ${theme.space.xl};
          border: 1px dashed ${theme.color.line};
          border-radius: ${theme.radius.md};
          text-align: center;
          color: ${theme.color.muted};
        `
      : visuallyHidden}
`;

/** The empty message when the category has no articles; after the visitor's choice, what it shows; else nothing. */
function statusText(shown: number | undefined, category: string | undefined, chosen: boolean, emptyMessage: string, { intl, strings }: PageLanguage): string {
  if (shown === 0) return emptyMessage;
  if (!chosen || shown === undefined) return '';
  return category
    ? formatMessage(strings.articles.showingIn, intl, { count: shown, category })
    : formatMessage(strings.articles.showingAll, intl, { count: shown });
}

/** The index's cards come from the summaries in the page's extras, which only the server has (see StaticPart). */
function useArticles(): ArticleSummary[] {
  const { extras } = useCurrentPage();
  if (!extras.articles) throw new Error('An article index needs the articles in its page extras.');
  return extras.articles;
}

const Guides = ({ id, title, lead }: { id?: string; title: string; lead?: string }) => {
  const guides = useArticles().filter((article) => article.pillar);
  return (
    guides.length > 0 && (
      <Section id={id} title={title} lead={lead}>
        <Grid $columns={3}>
          {guides.map((article, index) => (
            <ArticleCard key={article.slug} article={article} delay={index * PILLAR_DELAY_STEP} />
          ))}
        </Grid>
      </Section>
    )
  );
};

const ArticleCards = () =>
  useArticles()
    .filter((article) => !article.pillar)
    .map((article) => <ArticleCard key={article.slug} article={article} />);

/** The guides and the filterable articles; an island, so the filter works in the browser and keeps its choice in the address. */
export default function ArticleIndex({ id, guidesTitle, guidesLead, articlesTitle, emptyMessage }: ArticleIndexBlock) {
  const language = useLanguage();
  const { strings } = language;
  const hydrated = useHydrated();
  const [categoryInAddress, setCategoryInAddress] = useAddressParameter('category');
  // The static HTML lists every article; the category in the URL applies once the page is live.
  const selected = hydrated ? categories.find((category) => categorySlug(category) === categoryInAddress) : undefined;
  const list = useRef<HTMLDivElement>(null);
  // Opening the page announces nothing unless its category is empty; a choice announces what it shows.
  const [chosen, setChosen] = useState(false);

  // The cards may be prerendered HTML this component never drew, so it reads their categories from the page, once it
  // is live. Once, not after each choice: a choice then renders once, with its count, not a second time for it.
  const [cardCategories, setCardCategories] = useState<string[]>();
  useLayoutEffect(() => {
    if (hydrated) setCardCategories([...list.current!.querySelectorAll<HTMLElement>('[data-category]')].map((card) => card.dataset.category!));
  }, [hydrated]);
  const shown = selected ? cardCategories?.filter((slug) => slug === categorySlug(selected)).length : cardCategories?.length;

  // The first announcement costs a phone ~70 ms to prepare (the locale's plural and number rules): it is prepared
  // while the page is idle, so the answer to the first tap does not wait for it.
  useEffect(
    () =>
      whenIdle(() => {
        for (const category of [undefined, categories[0]]) statusText(1, category, true, '', language);
      }),
    [language],
  );

  // The choice and the filter render once, together, in a transition after the tap's first frame is painted: a new
  // address makes the browser match every link of the page against the Speculation Rules again (their base URL), ~15 ms
  // of the tap at 4x CPU slowdown.
  const choose = (category?: string) =>
    afterNextPaint(() =>
      startTransition(() => {
        setChosen(true);
        setCategoryInAddress(category && categorySlug(category));
      }),
    );

  return (
    <>
      <StaticPart name="guides">{() => <Guides id={id} title={guidesTitle ?? strings.articles.guidesTitle} lead={guidesLead} />}</StaticPart>
      <Section id="articles" title={articlesTitle ?? strings.articles.articlesTitle} tone="subtle">
        {/* Without a script the buttons could not filter: every article shows, and no button offers otherwise. */}
        <Filters role="group" aria-label={strings.articles.filterLabel} data-needs-script>
          {[undefined, ...categories].map((category) => (
            <Filter key={category ?? ''} type="button" aria-pressed={selected === category} onClick={() => choose(category)}>
              {category ? strings.articleCategories[category as keyof typeof strings.articleCategories] : strings.articles.allArticles}
            </Filter>
          ))}
        </Filters>
        <FilteredGrid ref={list} $columns={3} data-showing={selected && categorySlug(selected)}>
          <StaticPart name="articles">{() => <ArticleCards />}</StaticPart>
        </FilteredGrid>
        <Status role="status" $empty={shown === 0}>
          {statusText(shown, selected && strings.articleCategories[selected as keyof typeof strings.articleCategories], chosen, emptyMessage ?? strings.articles.empty, language)}
        </Status>
      </Section>
    </>
  );
}
