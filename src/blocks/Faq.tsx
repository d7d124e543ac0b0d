import * as Accordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import type { FaqBlock } from '../generated/schema-types';
import { InlineText } from '../ui/InlineText';
import { Section } from '../ui/layout';
import { Icon } from '../ui/Icon';

const Root = styled(Accordion.Root)`
  max-width: 52rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const Item = styled(Accordion.Item)`
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
  border: 0;
  background: none;
  text-align: left;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.size.lg};
  font-weight: 650;
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand};
    transition: transform 0.2s ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

/** Closed answers stay in the HTML (forceMount) for search engines, and are hidden by their state. */
const Content = styled(Accordion.Content)`
  padding-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  &[data-state='closed'] {
    display: none;
  }
`;

export default function Faq({ id, title, lead, items }: FaqBlock) {
  return (
    <Section id={id} title={title} lead={lead}>
      <Root type="single" collapsible>
        {items.map((item, index) => (
          <Item key={item.question} value={`item-${index}`}>
            <Accordion.Header asChild>
              <h3>
                <Trigger>
                  {item.question}
                  <Icon name="chevron-down" size={20} />
                </Trigger>
              </h3>
            </Accordion.Header>
            <Content forceMount data-expandable>
              <p>
                <InlineText text={item.answer} />
              </p>
            </Content>
          </Item>
        ))}
      </Root>
    </Section>
  );
}
