import styled from 'styled-components';
import type { IntegrationsBlock } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { InlineText } from '../../ui/InlineText';
import { Section } from '../../ui/layout';
import { useLangOf, useLanguage } from '../../i18n/language';

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  display: grid;
  gap: 0.35rem;
  justify-items: start;
  /* Beside a taller tile, the name and its kind stay at the top, each its own height. */
  align-content: start;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  strong {
    font-family: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    padding: 0.1rem 0.55rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.xs};
  }
`;

const Footnote = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.muted};
`;

export default function Integrations({ id, eyebrow, title, lead, items, footnote }: IntegrationsBlock) {
  const langOf = useLangOf();
  const { strings } = useLanguage();
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone="subtle">
      <Tiles>
        {items.map((item) => (
          <Tile key={item.name}>
            <strong lang={langOf(item.name)}>{item.name}</strong>
            <span>{strings.integrationCategories[item.category]}</span>
          </Tile>
        ))}
      </Tiles>
      {footnote && (
        <Footnote>
          <InlineText text={footnote} />
        </Footnote>
      )}
    </Section>
  );
}
