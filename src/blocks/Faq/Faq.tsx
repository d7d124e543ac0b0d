import { useId } from 'react';
import styled from 'styled-components';
import type { FaqBlock } from '../../generated/schema-types';
import { InlineText } from '../../ui/InlineText';
import { Section } from '../../ui/layout';
import { Icon } from '../../ui/Icon';
import { useLangOf } from '../../i18n/language';

const List = styled.div`
  max-width: 52rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

/**
 * One question: a native disclosure, so it opens and closes without any script, from the keyboard too. The items of
 * one block share a name, so the browser keeps one answer open at a time.
 */
const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg} 0;
    list-style: none;
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
  }
  h3 {
    min-width: 0;
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 650;
  }
  svg {
    color: ${({ theme }) => theme.color.brand};
    transition: transform 0.2s ease;
  }
  &[open] svg {
    transform: rotate(180deg);
  }
  > p {
    padding-bottom: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.text};
  }
`;

export default function Faq({ id, title, lead, items }: FaqBlock) {
  const langOf = useLangOf();
  const group = useId();
  return (
    <Section id={id} title={title} lead={lead}>
      <List>
        {items.map((item) => (
          <Item key={item.question} name={group}>
            <summary>
              <h3 lang={langOf(item.question)}>{item.question}</h3>
              <Icon name="chevron-down" size={20} />
            </summary>
            <p>
              <InlineText text={item.answer} />
            </p>
          </Item>
        ))}
      </List>
    </Section>
  );
}
