import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FeatureCardsBlock } from '../generated/schema-types';
import { CONTENT_ICON_STROKE, Icon } from '../ui/Icon';
import { Grid, IconBadge, Section } from '../ui/layout';
import { Card } from './Cards';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  align-self: flex-start;
  margin-top: auto;
  padding: 0.5rem 0;
  min-height: 44px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.brand};
  font-weight: 650;
  font-size: ${({ theme }) => theme.size.sm};
  cursor: pointer;
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Details = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.size.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.color.success};
  }
  &[hidden] {
    display: none;
  }
`;

/** One card open at a time; closed details stay in the HTML, hidden, for search engines and readers without JavaScript. */
export default function FeatureCards({ id, eyebrow, title, lead, items }: FeatureCardsBlock) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead}>
      <Grid $columns={2}>
        {items.map((item, index) => {
          const isOpen = open === index;
          const detailsId = `${baseId}-${index}`;
          return (
            <Card key={item.title}>
              {item.icon && (
                <IconBadge>
                  <Icon name={item.icon} strokeWidth={CONTENT_ICON_STROKE} />
                </IconBadge>
              )}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <Details id={detailsId} hidden={!isOpen} data-feature-details data-expandable>
                {item.details.map((detail) => (
                  <li key={detail}>
                    <Icon name="check" size={16} />
                    {detail}
                  </li>
                ))}
              </Details>
              <Toggle type="button" data-needs-script aria-expanded={isOpen} aria-controls={detailsId} onClick={() => setOpen(isOpen ? null : index)}>
                {isOpen ? 'Show Less' : 'Learn More'}
                <Icon name="chevron-down" size={16} />
              </Toggle>
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
