import styled from 'styled-components';
import type { StepsBlock } from '../../generated/schema-types';
import { Grid, Section } from '../../ui/layout';
import { useLangOf } from '../../i18n/language';

const List = styled(Grid).attrs({ as: 'ol' })`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
`;

const Step = styled.li`
  counter-increment: step;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-bottom: ${({ theme }) => theme.space.md};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand};
    color: #ffffff;
    font-weight: 700;
  }
  h3 {
    font-size: ${({ theme }) => theme.size.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

export default function Steps({ id, eyebrow, title, lead, items }: StepsBlock) {
  const langOf = useLangOf();
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead}>
      <List $columns={Math.min(items.length, 4)}>
        {items.map((item) => (
          <Step key={item.title}>
            <h3 lang={langOf(item.title)}>{item.title}</h3>
            <p lang={langOf(item.text)}>{item.text}</p>
          </Step>
        ))}
      </List>
    </Section>
  );
}
