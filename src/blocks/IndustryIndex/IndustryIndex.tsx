import { formatMessage } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import styled from 'styled-components';
import { manifest } from 'virtual:site';
import { useCurrentPage } from '../../app/PageContext';
import type { IndustryFields, IndustryIndexBlock } from '../../generated/schema-types';
import { Grid, Section, VisuallyHidden } from '../../ui/layout';
import { SmartLink } from '../../ui/SmartLink';
import { categorySlug } from '../categoryStyle';
import { IndustryCard } from '../IndustryCard';
import { media } from '../../theme/theme';

const CategoryCards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: 0.85rem 1rem;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
    ${media.hover} {
      &:hover {
        border-color: ${({ theme }) => theme.color.brand};
        color: ${({ theme }) => theme.color.brand};
      }
    }
  }
`;

const Count = styled.span`
  flex: none;
  min-width: 2rem;
  padding: 0.1rem 0.55rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.size.xs};
  text-align: center;
`;

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  > h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.size.xl};
  }
`;

type IndustryCategory = IndustryFields['category'];

export default function IndustryIndex({ id, title, lead }: IndustryIndexBlock) {
  const { intl, strings } = useLanguage();
  const allIndustries = useCurrentPage().extras.industries ?? [];
  const groups = manifest.categories.industry
    .map((category) => ({ category, industries: allIndustries.filter((industry) => industry.category === category) }))
    .filter((group) => group.industries.length > 0);

  return (
    <Section id={id} title={title} lead={lead}>
      <CategoryCards aria-label={strings.industries.categories}>
        {groups.map(({ category, industries }) => (
          <li key={category}>
            <SmartLink href={`#${categorySlug(category)}`}>
              {strings.industryCategories[category as IndustryCategory]}
              <Count>
                {industries.length}
                <VisuallyHidden> {formatMessage(strings.industries.count, intl, { count: industries.length })}</VisuallyHidden>
              </Count>
            </SmartLink>
          </li>
        ))}
      </CategoryCards>
      {groups.map(({ category, industries }) => (
        <Group key={category} id={categorySlug(category)} aria-labelledby={`${categorySlug(category)}-title`}>
          <h3 id={`${categorySlug(category)}-title`}>
            {strings.industryCategories[category as IndustryCategory]} <Count>{industries.length}</Count>
          </h3>
          <Grid $columns={3}>
            {industries.map((industry) => (
              <IndustryCard key={industry.slug} industry={industry} />
            ))}
          </Grid>
        </Group>
      ))}
    </Section>
  );
}
