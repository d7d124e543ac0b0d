import styled from 'styled-components';
import type { TestimonialBlock } from '../../generated/schema-types';
import { Container } from '../../ui/layout';
import { Icon } from '../../ui/Icon';
import { useLangOf, useLanguage } from '../../i18n/language';
import { formatMessage } from '../../i18n/format';
import { Words } from '../../ui/InlineText';

const Figure = styled.figure`
  margin: 0 auto;
  max-width: 52rem;
  padding: ${({ theme }) => theme.space.section} 0;
  text-align: center;
  svg {
    margin: 0 auto ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.brand};
  }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.size.xl};
    line-height: 1.4;
    color: ${({ theme }) => theme.color.ink};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.muted};
    strong {
      color: ${({ theme }) => theme.color.ink};
    }
  }
`;

export default function Testimonial({ id, quote, name, role }: TestimonialBlock) {
  const langOf = useLangOf();
  const { intl, strings } = useLanguage();
  return (
    <Container id={id}>
      <Figure>
        <Icon name="quote" size={36} />
        <blockquote>
          <p lang={langOf(quote)}>{formatMessage(strings.testimonial.quoted, intl, { quote })}</p>
        </blockquote>
        <figcaption>
          <strong lang={langOf(name)}>{name}</strong>
          {role && (
            <>
              , <Words text={role} />
            </>
          )}
        </figcaption>
      </Figure>
    </Container>
  );
}
