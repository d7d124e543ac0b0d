import { formatMessage } from '../i18n/format';
import { useLanguage } from '../i18n/language';
import styled from 'styled-components';
import type { ArticleFields } from '../generated/schema-types';
import { Container } from '../ui/layout';
import { Icon } from '../ui/Icon';

const Header = styled.header`
  padding: clamp(2.5rem, 1.5rem + 4vw, 4.5rem) 0 ${({ theme }) => theme.space.lg};
  h1 {
    font-size: clamp(2rem, 1.5rem + 2.4vw, 3.25rem);
    margin: ${({ theme }) => theme.space.md} 0;
  }
`;

const Chips = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  span {
    padding: 0.25rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
    font-size: ${({ theme }) => theme.size.xs};
    font-weight: 650;
  }
`;

const Excerpt = styled.p`
  font-size: ${({ theme }) => theme.size.lg};
  color: ${({ theme }) => theme.color.muted};
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.color.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-top: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  background: ${({ theme }) => theme.color.brandSoft};
`;

const Author = styled.span`
  display: inline !important;
`;

export function ArticleHeader({ article, readingMinutes }: { article: ArticleFields; readingMinutes: number }) {
  const { intl, strings } = useLanguage();
  const dateFormat = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Container $narrow>
      <Header>
        <Chips>
          <span>{strings.articleCategories[article.category]}</span>
          {article.pillar && <span>{strings.articles.ultimateGuide}</span>}
        </Chips>
        <h1>{article.title}</h1>
        <Excerpt>{article.excerpt}</Excerpt>
        <Byline>
          <Author>
            <strong>{article.author.name}</strong>, {article.author.role}
          </Author>
          <span>
            <Icon name="calendar-days" size={16} />
            <time dateTime={article.publishDate}>{dateFormat.format(new Date(article.publishDate))}</time>
          </span>
          <span>
            <Icon name="clock" size={16} />
            {formatMessage(strings.articles.readingTime, intl, { minutes: readingMinutes })}
          </span>
        </Byline>
        {/* Often the largest thing in the first view, so it loads at once rather than lazily. */}
        <Picture
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          decoding="async"
          fetchPriority="high"
        />
      </Header>
    </Container>
  );
}
