import { useLanguage, useLangOf } from '../../i18n/language';
import { noBreakRulesOf, withNoBreakSpaces } from '../../i18n/lineBreakRules';
import styled from 'styled-components';
import type { StatsBlock } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { figureItem, figureListWhenNarrow } from '../../ui/figureRows';
import { CONTENT_ICON_STROKE, Icon } from '../../ui/Icon';
import { Section } from '../../ui/layout';

const Figures = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${figureListWhenNarrow};
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

// A figure's size, made smaller only as far as its longest unbreakable run needs to fit the card ("Minuuteissa", or
// "50.000+" in two columns on a phone), from its width in ems of this face at this weight.
const Value = styled.dd<{ $widthEm: number }>`
  font-size: min(clamp(1.75rem, 1.4rem + 1.2vw, 2.5rem), calc(100cqi / ${({ $widthEm }) => $widthEm.toFixed(2)}));
`;

/**
 * A character's advance in ems in the display face at the figures' weight, rounded up from Chromium's measures: "%"
 * and the widest letters ~1.06, digits and capitals up to ~0.72 ("0" is 0.70), lower-case letters up to ~0.62, and
 * the narrow ones (".", ",", "1", "i", spaces) up to ~0.42.
 */
function advanceEm(char: string): number {
  if (/[%€MmWw]/.test(char)) return 1.06;
  if (/[.,:;'’1iIljtfr\s]/.test(char)) return 0.42;
  if (/\p{Ll}/u.test(char)) return 0.62;
  return 0.72;
}

/**
 * The width in ems of the value's longest run the browser will not break: runs are parted by breaking spaces only, as
 * a no-break space holds "50 000+" together.
 */
const longestRunEm = (text: string) =>
  Math.max(1, ...text.split(/[ \t\n]+/).map((run) => [...run].reduce((width, char) => width + advanceEm(char), 0)));

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
  const { code, strings } = useLanguage();
  // As the page will show it: the server render joins "50 000+" with a no-break space.
  const shown = (value: string) => withNoBreakSpaces(value, noBreakRulesOf(code));
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone="subtle">
      <Figures $columns={columnsFor(items.length)}>
        {items.map((item) => (
          <Figure key={item.label}>
            <dt lang={langOf(item.label)}>{item.label}</dt>
            <Value $widthEm={longestRunEm(shown(item.value))} lang={langOf(item.value)}>{item.value}</Value>
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
