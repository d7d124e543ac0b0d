import styled from 'styled-components';
import type { ChecklistBlock } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { Section } from '../../ui/layout';
import { Icon } from '../../ui/Icon';
import { useLangOf } from '../../i18n/language';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  svg {
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.color.success};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

export default function Checklist({ id, title, lead, items }: ChecklistBlock) {
  const langOf = useLangOf();
  return (
    <Section id={id} title={title} lead={lead}>
      <List>
        {items.map((item) => (
          <Item key={item.title}>
            <Icon name="check-circle" size={22} />
            <div>
              <strong lang={langOf(item.title)}>{item.title}</strong>
              {item.text && <span lang={langOf(item.text)}>{item.text}</span>}
            </div>
          </Item>
        ))}
      </List>
    </Section>
  );
}
