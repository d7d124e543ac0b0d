import styled from 'styled-components';
import type { CardsBlock } from '../../generated/schema-types';
import { CONTENT_ICON_STROKE, Icon } from '../../ui/Icon';
import { Grid, IconBadge, Section } from '../../ui/layout';
import { SmartLink } from '../../ui/SmartLink';
import { useLangOf } from '../../i18n/language';
import { media } from '../../theme/theme';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  h3 {
    font-size: ${({ theme }) => theme.size.lg};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
  ${media.hover} {
    &:has(a:hover) {
      box-shadow: ${({ theme }) => theme.shadow.raised};
      transform: translateY(-2px);
    }
  }
`;

/** Makes the whole card clickable while the link text stays the card's title. */
export const CardLink = styled(SmartLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

export default function Cards({ id, eyebrow, title, lead, columns = 3, items }: CardsBlock) {
  const langOf = useLangOf();
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead}>
      <Grid $columns={columns}>
        {items.map((item) => (
          <Card key={item.title}>
            {item.icon && (
              <IconBadge>
                <Icon name={item.icon} strokeWidth={CONTENT_ICON_STROKE} />
              </IconBadge>
            )}
            <h3 lang={langOf(item.title)}>{item.href ? <CardLink href={item.href}>{item.title}</CardLink> : item.title}</h3>
            <p lang={langOf(item.text)}>{item.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
