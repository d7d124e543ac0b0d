import { useLanguage } from '../../i18n/language';
import styled from 'styled-components';
import { useCurrentPage } from '../../app/PageContext';
import type { RelatedBlock } from '../../generated/schema-types';
import { Grid, Section } from '../../ui/layout';
import { ArticleCard } from '../ArticleCard';
import { IndustryCard } from '../IndustryCard';

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.size.lg};
`;

export default function Related({ id, title, limit = 3 }: RelatedBlock) {
  const { extras } = useCurrentPage();
  const { strings } = useLanguage();
  const articles = extras.relatedArticles.slice(0, limit);
  const industries = extras.relatedIndustries;
  if (articles.length === 0 && industries.length === 0) return null;

  return (
    <Section id={id} title={title ?? strings.articles.relatedTitle} tone="subtle">
      {articles.length > 0 && (
        <Grid $columns={3}>
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </Grid>
      )}
      {industries.length > 0 && (
        <>
          <SubHeading>{strings.articles.relatedIndustries}</SubHeading>
          <Grid $columns={4}>
            {industries.map((industry) => (
              <IndustryCard key={industry.slug} industry={industry} withSummary={false} />
            ))}
          </Grid>
        </>
      )}
    </Section>
  );
}
