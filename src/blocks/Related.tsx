import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { manifest } from 'virtual:site';
import { useCurrentPage } from '../app/PageContext';
import type { RelatedBlock } from '../generated/schema-types';
import { Icon } from '../ui/Icon';
import { Grid, Section } from '../ui/layout';
import { Card, CardLink } from './Cards';

const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const Chip = styled.span`
  align-self: flex-start;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.size.lg};
`;

export default function Related({ id, title = 'Related articles', limit = 3 }: RelatedBlock) {
  const { doc } = useCurrentPage();
  const articleSlugs = doc.article?.relatedArticles ?? doc.industry?.relatedArticles ?? [];
  const articles = articleSlugs
    .map((slug) => manifest.articles.find((article) => article.slug === slug))
    .filter((article) => article !== undefined)
    .slice(0, limit);
  const industries = (doc.article?.relatedUseCases ?? [])
    .map((slug) => manifest.industries.find((industry) => industry.slug === slug))
    .filter((industry) => industry !== undefined);
  if (articles.length === 0 && industries.length === 0) return null;

  return (
    <Section id={id} title={title} tone="subtle">
      {articles.length > 0 && (
        <Grid $columns={3}>
          {articles.map((article) => (
            <Card key={article.slug}>
              <Chip>{article.category}</Chip>
              <h3>
                <CardLink href={article.route}>{article.title}</CardLink>
              </h3>
              <p>{article.excerpt}</p>
              <Meta>
                <Clock size={14} aria-hidden="true" /> {article.readingMinutes} min read
              </Meta>
            </Card>
          ))}
        </Grid>
      )}
      {industries.length > 0 && (
        <>
          <SubHeading>Industries this helps</SubHeading>
          <Grid $columns={4}>
            {industries.map((industry) => (
              <Card key={industry.slug}>
                <Icon name={industry.icon} />
                <h3>
                  <CardLink href={industry.route}>{industry.name}</CardLink>
                </h3>
              </Card>
            ))}
          </Grid>
        </>
      )}
    </Section>
  );
}
