import { useStrings, useLangOf } from '../../i18n/language';
import { useId } from 'react';
import styled from 'styled-components';
import type { NewsletterBlock } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { Button, Container } from '../../ui/layout';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: clamp(2rem, 1.5rem + 3vw, 3.5rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  h2 {
    color: #ffffff;
    font-size: ${({ theme }) => theme.size.xl};
  }
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
`;

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  input {
    flex: 1 1 14rem;
    /*
     * A field's default width (about twenty characters) is what it asks of the panel's column otherwise, 16 px more
     * than a 320 px phone leaves it. Sized in percent it asks for nothing, and the flex basis sets its width.
     */
    width: 100%;
    min-height: 48px;
    padding: 0 1rem;
    border: 1px solid rgba(255, 255, 255, 0.3);
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.08);
    color: #ffffff;
    &::placeholder {
      color: ${({ theme }) => theme.color.onNightMuted};
    }
  }
  p {
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.highlight};
  }
`;

/**
 * Sign-up is not open: the field keeps the address, nothing sends it, and the box says so. It is no form, so neither a
 * click nor Enter can submit it, with or without a script.
 */
export default function Newsletter({ id, title, text, notice }: NewsletterBlock) {
  const langOf = useLangOf();
  const words = useStrings().newsletter;
  const fieldId = useId();
  const noticeId = useId();
  return (
    <Box id={id}>
      <Container>
        <Panel>
          <div>
            <h2 lang={langOf(title)}>{title}</h2>
            {text && <p lang={langOf(text)}>{text}</p>}
          </div>
          <Form role="group" aria-label={words.group} aria-describedby={noticeId}>
            <label htmlFor={fieldId}>{words.email}</label>
            <div>
              <input id={fieldId} type="email" name="email" placeholder={words.placeholder} autoComplete="email" />
              <Button type="button" $variant="primary" $onDark aria-describedby={noticeId}>
                {words.subscribe}
              </Button>
            </div>
            <p id={noticeId}>{notice ?? words.notice}</p>
          </Form>
        </Panel>
      </Container>
    </Box>
  );
}
