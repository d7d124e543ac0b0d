import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/theme';
import { useLangOf } from '../i18n/language';
import { SmartLink } from './SmartLink';

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrow : theme.layout.width)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const SectionBox = styled.section<{ $tone: 'plain' | 'subtle' }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme, $tone }) => ($tone === 'subtle' ? theme.color.subtle : theme.color.surface)};
`;

const Header = styled.header`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brand};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.size.h2};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.size.lg};
  color: ${({ theme }) => theme.color.muted};
`;

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  tone?: 'plain' | 'subtle';
  children: ReactNode;
}

/**
 * A page section with the heading, eyebrow and lead that most blocks share. Without a title it is a plain box: a
 * section element needs a heading to name it.
 */
export function Section({ id, eyebrow, title, lead, tone = 'plain', children }: SectionProps) {
  const langOf = useLangOf();
  return (
    <SectionBox id={id} $tone={tone} as={title ? 'section' : 'div'}>
      <Container>
        {title && (
          <Header>
            {eyebrow && <Eyebrow lang={langOf(eyebrow)}>{eyebrow}</Eyebrow>}
            <Title lang={langOf(title)}>{title}</Title>
            {lead && <Lead lang={langOf(lead)}>{lead}</Lead>}
          </Header>
        )}
        {children}
      </Container>
    </SectionBox>
  );
}

const buttonStyle = css<{ $variant: 'primary' | 'secondary'; $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 650;
  font-size: ${({ theme }) => theme.size.sm};
  text-decoration: none;
  transition: transform 0.15s ease, background-color 0.15s ease, box-shadow 0.15s ease;
  ${({ theme, $variant, $onDark }) =>
    $variant === 'primary'
      ? css`
          background: ${$onDark ? '#ffffff' : theme.color.brand};
          color: ${$onDark ? theme.color.brandStrong : '#ffffff'};
          box-shadow: 0 8px 20px -8px rgba(67, 56, 202, 0.6);
          ${media.hover} {
            &:hover {
              background: ${$onDark ? theme.color.brandSoft : theme.color.brandStrong};
              color: ${$onDark ? theme.color.brandStrong : '#ffffff'};
              transform: translateY(-1px);
            }
          }
        `
      : css`
          background: transparent;
          color: ${$onDark ? '#ffffff' : theme.color.brand};
          box-shadow: inset 0 0 0 1.5px ${$onDark ? 'rgba(255,255,255,0.55)' : theme.color.brand};
          ${media.hover} {
            &:hover {
              background: ${$onDark ? 'rgba(255,255,255,0.1)' : theme.color.brandSoft};
              color: ${$onDark ? '#ffffff' : theme.color.brandStrong};
            }
          }
        `}
`;

export const ButtonLink = styled(SmartLink)<{ $variant: 'primary' | 'secondary'; $onDark?: boolean }>`
  ${buttonStyle}
`;

export const Button = styled.button<{ $variant: 'primary' | 'secondary'; $onDark?: boolean }>`
  ${buttonStyle}
  border: 0;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  ${media.sm} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Four columns wait for a large screen: on a medium one a card's heading had room for a dozen letters, and German,
 * Finnish and French words of thirteen ("Dokumentation", "ennakkomaksun") were cut. Two rows of two keep them whole.
 */
const mediumColumns = (columns: number) => (columns > 3 ? 2 : columns);

export const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => mediumColumns($columns)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** The brand's colour on its tint: the item that is current or open, or that a mouse is over. */
export const highlighted = css`
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
`;

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
`;

/** Keeps an element in the accessibility tree while taking it off the screen. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Text for screen readers only, such as the unit of a number shown on its own. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
