import styled, { css } from 'styled-components';
import { manifest } from 'virtual:site';
import type { HeroBlock, Statistic } from '../generated/schema-types';
import { media } from '../theme/theme';
import { figureItem } from '../ui/figureRows';
import { Flag } from '../ui/Flag';
import { Container } from '../ui/layout';
import { ActionButtons } from './ActionButtons';
import { HeroCall } from './HeroCall';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.onNight};
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(99, 102, 241, 0.45), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgba(14, 116, 144, 0.35), transparent 60%),
    ${({ theme }) => theme.color.night};
  padding: clamp(3.5rem, 2rem + 6vw, 7.5rem) 0 clamp(3.5rem, 2rem + 5vw, 6.5rem);
`;

// With an example call, the text and the call sit side by side on wide screens, the figures in a row of their own
// below; narrower, the call follows the text.
const Layout = styled.div<{ $withVisual: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    ${({ $withVisual }) =>
      $withVisual &&
      css`
        grid-template-columns: minmax(0, 1fr) 26rem;
        column-gap: 4rem;
        align-items: center;
      `}
  }
`;

const Visual = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  ${media.lg} {
    grid-column: 2;
    grid-row: 1;
    margin-top: 0;
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  padding: 0.35rem 0.9rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(165, 180, 252, 0.14);
  box-shadow: inset 0 0 0 1px rgba(165, 180, 252, 0.35);
  color: ${({ theme }) => theme.color.highlight};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
  letter-spacing: 0.04em;
`;

const Title = styled.h1`
  max-width: 16ch;
  font-size: ${({ theme }) => theme.size.h1};
  color: #ffffff;
  letter-spacing: -0.03em;
`;

const Highlight = styled.span`
  display: block;
  background: linear-gradient(90deg, #a5b4fc, #67e8f9);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.size.lg};
  color: ${({ theme }) => theme.color.onNightMuted};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xxl} 0 0;
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  max-width: 52rem;
  grid-column: 1 / -1;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  ${figureItem};
  row-gap: ${({ theme }) => theme.space.xs};
  dt {
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.onNightMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.size.xl};
    font-weight: 750;
    color: #ffffff;
  }
`;

function collectionStats(collection: NonNullable<HeroBlock['statsFrom']>): Statistic[] {
  const { counts, categories } = manifest;
  if (collection === 'articles') {
    return [
      { value: String(counts.articles), label: 'Articles' },
      { value: String(counts.pillarArticles), label: 'Ultimate guides' },
      { value: String(categories.article.length), label: 'Topics' },
    ];
  }
  return [
    { value: String(counts.industries), label: 'Industries' },
    { value: String(counts.industryCategories), label: 'Categories' },
  ];
}

const Flags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
`;

export default function Hero({ id, eyebrow, title, highlight, lead, actions, stats: typedStats, statsFrom, flags, visual }: HeroBlock) {
  const stats = statsFrom ? collectionStats(statsFrom) : typedStats;
  return (
    <Band id={id}>
      <Container>
        <Layout $withVisual={visual !== undefined}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title>
              {title}
              {highlight && <Highlight> {highlight}</Highlight>}
            </Title>
            {lead && <Lead>{lead}</Lead>}
            {flags && (
              <Flags role="img" aria-label={`Available in ${manifest.site.countries.map((country) => country.name).join(', ')}`}>
                {manifest.site.countries.map((country) => (
                  <Flag key={country.code} code={country.code} height={22} />
                ))}
              </Flags>
            )}
            {actions && <ActionButtons actions={actions} onDark />}
          </div>
          {visual && (
            <Visual>
              <HeroCall {...visual} />
            </Visual>
          )}
          {stats && stats.length > 0 && (
            <Stats>
              {stats.map((stat) => (
                <Stat key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </Stat>
              ))}
            </Stats>
          )}
        </Layout>
      </Container>
    </Band>
  );
}
