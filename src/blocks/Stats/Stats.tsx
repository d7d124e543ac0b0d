import { useLanguage, useLangOf } from '../../i18n/language';
import styled from 'styled-components';
import type { StatsBlock } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { figureItem } from '../../ui/figureRows';
import { CONTENT_ICON_STROKE, Icon } from '../../ui/Icon';
import { Section } from '../../ui/layout';

const Figures = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

// Up to four figures share one row; five or six take two rows, so each value keeps room to stay on one line.
const columnsFor = (count: number) => (count > 4 ? Math.ceil(count / 2) : count);

const Figure = styled.div`
  ${figureItem};
  container-type: inline-size;
  row-gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  ${media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-weight: 750;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.brand};
  }
`;

// A figure's size, made smaller only as far as its longest word needs to fit the card ("Minuuteissa" in two columns on a
// phone); a letter of this face is at most about 0.62 of its size wide.
const Value = styled.dd<{ $longestWord: number }>`
  font-size: min(clamp(1.75rem, 1.4rem + 1.2vw, 2.5rem), calc(100cqi / ${({ $longestWord }) => ($longestWord * 0.62).toFixed(2)}));
`;

const longestWord = (text: string) => Math.max(1, ...text.split(/\s+/).map((word) => word.length));

const Badges = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Badge = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.color.text};
  }
`;

export default function Stats({ id, eyebrow, title, lead, items, badges }: StatsBlock) {
  const langOf = useLangOf();
  const { strings } = useLanguage();
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone="subtle">
      <Figures $columns={columnsFor(items.length)}>
        {items.map((item) => (
          <Figure key={item.label}>
            <dt lang={langOf(item.label)}>{item.label}</dt>
            <Value $longestWord={longestWord(item.value)} lang={langOf(item.value)}>{item.value}</Value>
          </Figure>
        ))}
      </Figures>
      {badges && badges.length > 0 && (
        <Badges aria-label={strings.stats.certifications}>
          {badges.map((badge) => (
            <Badge key={badge.label}>
              {badge.icon && <Icon name={badge.icon} strokeWidth={CONTENT_ICON_STROKE} />}
              <div>
                <strong lang={langOf(badge.label)}>{badge.label}</strong>
                {badge.text && <span lang={langOf(badge.text)}>{badge.text}</span>}
              </div>
            </Badge>
          ))}
        </Badges>
      )}
    </Section>
  );
}
