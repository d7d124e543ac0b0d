import styled from 'styled-components';
import type { CtaBlock } from '../../generated/schema-types';
import { Container } from '../../ui/layout';
import { ActionButtons } from '../ActionButtons';
import { useLangOf } from '../../i18n/language';

const Band = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
`;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: clamp(2.5rem, 1.5rem + 4vw, 4.5rem) ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.onNight};
  background:
    radial-gradient(40rem 20rem at 100% 0%, rgba(103, 232, 249, 0.25), transparent 60%),
    linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong}, #312e81);
  h2 {
    /* 22ch of bold Plus Jakarta Sans, in em so the fallback face wraps it alike (see HeroTitle). */
    max-width: 15.576em;
    font-size: ${({ theme }) => theme.size.h2};
    color: #ffffff;
  }
  p {
    max-width: 40rem;
    font-size: ${({ theme }) => theme.size.lg};
  }
  small {
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.onNightMuted};
  }
  > div {
    justify-content: center;
  }
`;

export default function Cta({ id, title, text, actions, note }: CtaBlock) {
  const langOf = useLangOf();
  return (
    <Band id={id}>
      <Container>
        <Panel>
          <h2 lang={langOf(title)}>{title}</h2>
          {text && <p lang={langOf(text)}>{text}</p>}
          <ActionButtons actions={actions} onDark />
          {note && <small lang={langOf(note)}>{note}</small>}
        </Panel>
      </Container>
    </Band>
  );
}
