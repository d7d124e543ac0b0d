import { useStrings, useLangOf } from '../i18n/language';
import styled from 'styled-components';
import type { PageDocument } from '../generated/schema-types';
import { Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { Icon } from '../ui/Icon';

const Trail = styled.nav`
  background: ${({ theme }) => theme.color.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  font-size: ${({ theme }) => theme.size.xs};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
    margin: 0;
    padding: 0.75rem 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export function Breadcrumbs({ items }: { items: NonNullable<PageDocument['breadcrumbs']> }) {
  const langOf = useLangOf();
  return (
    <Trail aria-label={useStrings().chrome.breadcrumb}>
      <Container>
        <ol>
          {items.map((item, index) => {
            const isLast = index === items.length - 1;
            return (
              <li key={item.label}>
                {item.href && !isLast ? <SmartLink href={item.href} lang={langOf(item.label)}>{item.label}</SmartLink> : <span aria-current={isLast ? 'page' : undefined} lang={langOf(item.label)}>{item.label}</span>}
                {!isLast && <Icon name="chevron-right" size={14} />}
              </li>
            );
          })}
        </ol>
      </Container>
    </Trail>
  );
}
