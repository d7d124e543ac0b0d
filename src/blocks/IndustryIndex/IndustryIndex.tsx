import { formatMessage } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import styled, { css } from 'styled-components';
import { manifest } from 'virtual:site';
import { useCurrentPage } from '../../app/PageContext';
import type { IndustryFields, IndustryIndexBlock } from '../../generated/schema-types';
import { Grid, Section, VisuallyHidden } from '../../ui/layout';
import { SmartLink } from '../../ui/SmartLink';
import { categorySlug } from '../categoryStyle';
import { IndustryCard } from '../IndustryCard';
import { media } from '../../theme/theme';

/** The cards above the index's groups, which link to them: a grid with room below it. */
const cardGrid = css`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  display: grid;
`;

const CategoryCards = styled.ul`
  ${cardGrid}
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

const SectorCards = styled.ul`
  ${cardGrid}
  gap: ${({ theme }) => theme.space.md};
  /* Three to a row on a desktop (six sectors: two full rows), one on a phone. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  > li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  > li > p {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: 44px;
    color: ${({ theme }) => theme.color.brand};
    text-decoration: none;
    ${media.hover} {
      &:hover {
        text-decoration: underline;
      }
    }
  }
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

/** A count of industries: the number, and for screen readers the word after it. */
function IndustryCount({ count }: { count: number }) {
  const { intl, strings } = useLanguage();
  return (
    <Count>
      {count}
      <VisuallyHidden> {formatMessage(strings.industries.count, intl, { count })}</VisuallyHidden>
    </Count>
  );
}

/** A link to a category's industries further down the index, with their count. */
function CategoryLink({ category, count }: { category: string; count: number }) {
  const { strings } = useLanguage();
  return (
    <SmartLink href={`#${categorySlug(category)}`}>
      {strings.industryCategories[category as IndustryCategory]}
      <IndustryCount count={count} />
    </SmartLink>
  );
}

export default function IndustryIndex({ id, title, lead, sectors }: IndustryIndexBlock) {
  const { strings } = useLanguage();
  const allIndustries = useCurrentPage().extras.industries ?? [];
  const groups = manifest.categories.industry
    .map((category) => ({ category, industries: allIndustries.filter((industry) => industry.category === category) }))
    .filter((group) => group.industries.length > 0);
  const sectorGroups = sectors
    ?.map(({ name, categories }) => ({ name, groups: categories.flatMap((category) => groups.filter((group) => group.category === category)) }))
    .filter((sector) => sector.groups.length > 0);

  return (
    <Section id={id} title={title} lead={lead}>
      {sectorGroups ? (
        <SectorCards aria-label={strings.industries.sectors}>
          {sectorGroups.map(({ name, groups: inSector }) => (
            <li key={name}>
              <p>
                {strings.industryCategories[name]}
                <IndustryCount count={inSector.reduce((total, group) => total + group.industries.length, 0)} />
              </p>
              <ul>
                {inSector.map(({ category, industries }) => (
                  <li key={category}>
                    <CategoryLink category={category} count={industries.length} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </SectorCards>
      ) : (
        <CategoryCards aria-label={strings.industries.categories}>
          {groups.map(({ category, industries }) => (
            <li key={category}>
              <CategoryLink category={category} count={industries.length} />
            </li>
          ))}
        </CategoryCards>
      )}
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
