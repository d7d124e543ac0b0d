import { useStrings, useLangOf } from '../i18n/language';
import styled from 'styled-components';
import type { PageDocument } from '../generated/schema-types';
import { Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { Icon } from '../ui/Icon';

/**
 * One line, whatever the words: the current page's name (the heading below says it whole) is cut short where it would
 * wrap. A trail that wrapped in the fallback face and not in the brand face lifted the whole page by a line when the
 * brand face arrived (/fi/plumbers-electricians on Lighthouse's phone: a layout shift of 0.19).
 */
const Trail = styled.nav`
  background: ${({ theme }) => theme.color.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  font-size: ${({ theme }) => theme.size.xs};
  ol {
    list-style: none;
    display: flex;
    align-items: center;
    gap: 0.35rem;
    margin: 0;
    padding: 0.75rem 0;
  }
  li {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 0.35rem;
    color: ${({ theme }) => theme.color.muted};
  }
  li:last-child {
    flex: 0 1 auto;
    min-width: 0;
  }
  [aria-current] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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
