import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import allArticles from 'virtual:collections/articles';
import { manifest } from 'virtual:site';
import type { ArticleIndexBlock } from '../generated/schema-types';
import { useHydrated } from '../runtime/useHydrated';
import { Grid, Section } from '../ui/layout';
import { ArticleCard } from './ArticleCard';
import { categorySlug } from './categoryStyle';

export const ALL_ARTICLES = 'All Articles';
const PILLAR_DELAY_STEP = 0.1;
const ARTICLE_DELAY_STEP = 0.05;

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
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: #ffffff;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

export default function ArticleIndex({
  id,
  guidesTitle = 'Ultimate Guides',
  guidesLead,
  articlesTitle = 'Latest articles',
  emptyMessage = 'No articles found in this category yet. Check back soon!',
}: ArticleIndexBlock) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const categories = manifest.categories.article;
  // The static HTML lists every article; the category in the URL applies once the page is live.
  const selected = hydrated ? categories.find((category) => categorySlug(category) === params.get('category')) : undefined;
  const guides = allArticles.filter((article) => article.pillar);
  const articles = allArticles.filter((article) => !article.pillar && (!selected || article.category === selected));

  const choose = (category?: string) =>
    setParams(category ? { category: categorySlug(category) } : {}, { replace: true, preventScrollReset: true });

  return (
    <>
      {guides.length > 0 && (
        <Section id={id} title={guidesTitle} lead={guidesLead}>
          <Grid $columns={3}>
            {guides.map((article, index) => (
              <ArticleCard key={article.slug} article={article} delay={index * PILLAR_DELAY_STEP} />
            ))}
          </Grid>
        </Section>
      )}
      <Section id="articles" title={articlesTitle} tone="subtle">
        <Filters role="group" aria-label="Filter articles by category">
          {[undefined, ...categories].map((category) => (
            <Filter key={category ?? ALL_ARTICLES} type="button" aria-pressed={selected === category} onClick={() => choose(category)}>
              {category ?? ALL_ARTICLES}
            </Filter>
          ))}
        </Filters>
        {articles.length > 0 ? (
          <Grid $columns={3} aria-live="polite">
            {articles.map((article, index) => (
              <ArticleCard key={article.slug} article={article} delay={index * ARTICLE_DELAY_STEP} />
            ))}
          </Grid>
        ) : (
          <Empty role="status">{emptyMessage}</Empty>
        )}
      </Section>
    </>
  );
}
