import { formatMessage } from '../../i18n/format';
import { useLanguage, useLangOf } from '../../i18n/language';
import styled, { css } from 'styled-components';
import { manifest } from 'virtual:site';
import { collectionCounts } from '../../app/recordedManifest';
import type { HeroBlock, Statistic, UiStrings } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { figureItem, figureListWhenNarrow } from '../../ui/figureRows';
import { Flag } from '../../ui/Flag';
import { Container } from '../../ui/layout';
import { ActionButtons } from '../ActionButtons';
import { HeroCall } from './HeroCall';
import { HeroBand, HeroEyebrow, HeroHeadline, HeroLead } from '../heroParts';

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

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xxl} 0 0;
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  max-width: 52rem;
  grid-column: 1 / -1;
  ${figureListWhenNarrow};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  ${figureItem};
  row-gap: ${({ theme }) => theme.space.xs};
  /* The last figure takes the columns its row leaves free, so that a value of three words ("Pronto per HIPAA") stays
     on one line: the whole row of two on a phone, the last two of four when there are three. */
  &:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    &:last-child:nth-child(odd) {
      grid-column: auto;
    }
    &:last-child:nth-child(3) {
      grid-column: span 2;
    }
  }
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

function collectionStats(collection: NonNullable<HeroBlock['statsFrom']>, words: UiStrings['hero']): Statistic[] {
  const { categories } = manifest;
  const counts = collectionCounts();
  if (collection === 'articles') {
    return [
      { value: String(counts.articles), label: words.articles },
      { value: String(counts.pillarArticles), label: words.guides },
      { value: String(categories.article.length), label: words.topics },
    ];
  }
  return [
    { value: String(counts.industries), label: words.industries },
    { value: String(counts.industryCategories), label: words.categories },
  ];
}

const Flags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
`;

export default function Hero({ id, eyebrow, title, highlight, lead, actions, stats: typedStats, statsFrom, flags, visual }: HeroBlock) {
  const langOf = useLangOf();
  const { intl, site, strings } = useLanguage();
  const stats = statsFrom ? collectionStats(statsFrom, strings.hero) : typedStats;
  return (
    <HeroBand id={id}>
      <Container>
        <Layout $withVisual={visual !== undefined}>
          <div>
            {eyebrow && <HeroEyebrow lang={langOf(eyebrow)}>{eyebrow}</HeroEyebrow>}
            <HeroHeadline title={title} highlight={highlight} />
            {lead && <HeroLead lang={langOf(lead)}>{lead}</HeroLead>}
            {flags && (
              <Flags
                role="img"
                aria-label={formatMessage(strings.hero.availableIn, intl, {
                  countries: new Intl.ListFormat(intl, { type: 'unit' }).format(site.countries.map((country) => country.name)),
                })}
              >
                {site.countries.map((country) => (
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
                  <dt lang={langOf(stat.label)}>{stat.label}</dt>
                  <dd lang={langOf(stat.value)}>{stat.value}</dd>
                </Stat>
              ))}
            </Stats>
          )}
        </Layout>
      </Container>
    </HeroBand>
  );
}
