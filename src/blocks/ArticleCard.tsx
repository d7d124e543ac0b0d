import { memo } from 'react';
import styled, { keyframes } from 'styled-components';
import { manifest } from 'virtual:site';
import type { ArticleSummary } from '../content/manifest';
import { formatMessage } from '../i18n/format';
import { useLanguage } from '../i18n/language';
import { media } from '../theme/theme';
import { Card, CardLink } from './Cards/Cards';
import { categorySlug, categoryStyle } from './categoryStyle';
import { Icon } from '../ui/Icon';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const AnimatedCard = styled(Card)<{ $delay: number }>`
  animation: ${rise} 0.45s ease both;
  animation-delay: ${({ $delay }) => $delay}s;
  ${media.reducedMotion} {
    animation: none;
  }
`;

/** Runs to the card's edges above its text; the card's padding is theme.space.lg. */
const Picture = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space.lg});
  max-width: none;
  height: auto;
  margin: calc(-1 * ${({ theme }) => theme.space.lg}) calc(-1 * ${({ theme }) => theme.space.lg}) 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  border-radius: calc(${({ theme }) => theme.radius.md} - 1px) calc(${({ theme }) => theme.radius.md} - 1px) 0 0;
  background: ${({ theme }) => theme.color.brandSoft};
`;

const Chips = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

export const Chip = styled.span<{ $background: string; $color: string }>`
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
`;

const Footer = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: auto;
  font-size: ${({ theme }) => theme.size.xs};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    color: ${({ theme }) => theme.color.muted};
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    color: ${({ theme }) => theme.color.brand};
  }
`;

/**
 * An article's card: picture, category chip, guide chip, title, excerpt, reading time and a Read More cue. Memoised:
 * a page drawn again from changed data (the editor's preview) leaves the cards of unchanged articles alone.
 */
export const ArticleCard = memo(function ArticleCard({ article, delay = 0, headingLevel = 3 }: { article: ArticleSummary; delay?: number; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const chip = categoryStyle(manifest.categories.article, article.category);
  const { code, intl, strings } = useLanguage();
  // Articles are published in the default language only: on another language's page, their words say so.
  const [articleLanguage] = manifest.site.locales;
  const articleLang = code === articleLanguage.code ? undefined : articleLanguage.intl;
  return (
    <AnimatedCard $delay={delay} data-category={categorySlug(article.category)}>
      {/* The title beside it names the article, so the picture adds nothing for a screen reader. */}
      <Picture src={article.image.src} width={article.image.width} height={article.image.height} alt="" loading="lazy" decoding="async" />
      <Chips>
        <Chip $background={chip.background} $color={chip.color}>{strings.articleCategories[article.category]}</Chip>
        {article.pillar && <Chip $background="#0b1026" $color="#ffffff">{strings.articles.ultimateGuide}</Chip>}
        {articleLang && <Chip $background="#eef0f6" $color="#3b4262">{strings.chrome.inEnglish}</Chip>}
      </Chips>
      <Heading lang={articleLang}>
        <CardLink href={article.route} hrefLang={articleLang}>
          {article.title}
        </CardLink>
      </Heading>
      <p lang={articleLang}>{article.excerpt}</p>
      <Footer>
        <span>
          <Icon name="clock" size={14} /> {formatMessage(strings.articles.readingTime, intl, { minutes: article.readingMinutes })}
        </span>
        <strong aria-hidden="true">
          {strings.articles.readMore} <Icon name="arrow-right" size={14} />
        </strong>
      </Footer>
    </AnimatedCard>
  );
});
