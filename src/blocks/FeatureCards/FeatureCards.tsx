import { useStrings, useLangOf } from '../../i18n/language';
import { useId } from 'react';
import styled from 'styled-components';
import type { FeatureCardsBlock } from '../../generated/schema-types';
import { CONTENT_ICON_STROKE, Icon } from '../../ui/Icon';
import { Grid, IconBadge, Section } from '../../ui/layout';
import { Card } from '../Cards/Cards';

/**
 * A card's details: a native disclosure, so "Learn More" works without any script. The cards of one block share a
 * name, so the browser keeps one open at a time.
 */
const Details = styled.details`
  margin-top: auto;
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    padding: 0.5rem 0;
    list-style: none;
    color: ${({ theme }) => theme.color.brand};
    font-weight: 650;
    font-size: ${({ theme }) => theme.size.sm};
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
  }
  summary svg {
    transition: transform 0.2s ease;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  &[open] [data-label='more'],
  &:not([open]) [data-label='less'] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.md} 0 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.size.sm};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  li svg {
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.color.success};
  }
`;

export default function FeatureCards({ id, eyebrow, title, lead, items }: FeatureCardsBlock) {
  const langOf = useLangOf();
  const group = useId();
  const words = useStrings().featureCards;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead}>
      <Grid $columns={2}>
        {items.map((item) => (
          <Card key={item.title}>
            {item.icon && (
              <IconBadge>
                <Icon name={item.icon} strokeWidth={CONTENT_ICON_STROKE} />
              </IconBadge>
            )}
            <h3 lang={langOf(item.title)}>{item.title}</h3>
            <p lang={langOf(item.text)}>{item.text}</p>
            <Details name={group}>
              <summary>
                <span data-label="more">{words.learnMore}</span>
                <span data-label="less">{words.showLess}</span>
                <Icon name="chevron-down" size={16} />
              </summary>
              <ul data-feature-details>
                {item.details.map((detail) => (
                  <li key={detail} lang={langOf(detail)}>
                    <Icon name="check" size={16} />
                    {detail}
                  </li>
                ))}
              </ul>
            </Details>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
