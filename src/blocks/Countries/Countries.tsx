import { useLanguage, useLangOf } from '../../i18n/language';
import styled from 'styled-components';
import type { CountriesBlock } from '../../generated/schema-types';
import { Flag } from '../../ui/Flag';
import { Grid, Section } from '../../ui/layout';
import { Icon } from '../../ui/Icon';

const Country = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
  small {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    color: ${({ theme }) => theme.color.success};
    font-weight: 600;
  }
`;

const List = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export default function Countries({ id, title, lead, status }: CountriesBlock) {
  const langOf = useLangOf();
  const { site, strings } = useLanguage();
  return (
    <Section id={id} title={title} lead={lead}>
      <List $columns={3}>
        {site.countries.map((country) => (
          <Country key={country.code}>
            <Flag code={country.code} height={28} />
            <div>
              <strong>{country.name}</strong>
              <span>{country.city}</span>{' '}
              <small lang={status && langOf(status)}>
                <Icon name="check-circle" size={14} /> {status ?? strings.countries.available}
              </small>
            </div>
          </Country>
        ))}
      </List>
    </Section>
  );
}
