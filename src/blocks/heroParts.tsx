/**
 * The dark opening band and the headline that a page's first section draws: the hero block (Hero.tsx) and the booking
 * block with an intro (Booking.tsx). The headline is the page's h1; src/content/lint.ts counts both blocks' titles.
 */
import styled from 'styled-components';
import { useLangOf } from '../i18n/language';
import { Words } from '../ui/InlineText';

export const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.onNight};
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(99, 102, 241, 0.45), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgba(14, 116, 144, 0.35), transparent 60%),
    ${({ theme }) => theme.color.night};
  padding: clamp(3.5rem, 2rem + 6vw, 7.5rem) 0 clamp(3.5rem, 2rem + 5vw, 6.5rem);
`;

export const HeroEyebrow = styled.p`
  display: inline-block;
  padding: 0.35rem 0.9rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(165, 180, 252, 0.14);
  box-shadow: inset 0 0 0 1px rgba(165, 180, 252, 0.35);
  color: ${({ theme }) => theme.color.highlight};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
  letter-spacing: 0.04em;
`;

export const HeroTitle = styled.h1`
  /* 16ch of bold Plus Jakarta Sans, whose "0" is 0.708 em wide. Not in ch: the fallback face drawn until the brand
     face arrives has a narrower "0", and the heading would wrap differently, then move when the brand face came. */
  max-width: 11.328em;
  font-size: ${({ theme }) => theme.size.h1};
  color: #ffffff;
  letter-spacing: -0.03em;
`;

const Highlight = styled.span`
  display: block;
  background: linear-gradient(90deg, #a5b4fc, #67e8f9);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

export const HeroLead = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.size.lg};
  color: ${({ theme }) => theme.color.onNightMuted};
`;

/**
 * The page's h1: the title, then the highlight on a line of its own in the accent gradient. `component` takes a
 * restyled HeroTitle (a smaller one, say), which is still an h1.
 */
export function HeroHeadline({ title, highlight, component: Title = HeroTitle }: { title: string; highlight?: string; component?: typeof HeroTitle }) {
  const langOf = useLangOf();
  return (
    <Title>
      <Words text={title} />
      {highlight && <Highlight lang={langOf(highlight)}> {highlight}</Highlight>}
    </Title>
  );
}
