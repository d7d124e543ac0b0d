import { useContext, type ReactNode } from 'react';
import { useStrings, useLangOf } from '../../i18n/language';
import styled, { css, keyframes } from 'styled-components';
import type { BookingBlock } from '../../generated/schema-types';
import { Container, Section } from '../../ui/layout';
import { PreviewPlaceholder } from '../../app/previewPlaceholder';
import record from './block';
import { BOOKING_PAGE_ORIGIN } from './bookingWidget';
import { Icon } from '../../ui/Icon';
import { HeroBand, HeroEyebrow, HeroHeadline, HeroLead, HeroTitle } from '../heroParts';

/** The calendar's card. Without an intro the frame is the card; with one, the card holds the heading and the frame. */
const card = css`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
`;

const Frame = styled.div<{ $minHeight: number; $inCard: boolean }>`
  position: relative;
  min-height: ${({ $minHeight }) => $minHeight}px;
  ${({ $inCard }) => !$inCard && card}
`;

const Widget = styled.div`
  width: 100%;
  height: 100%;
  min-height: inherit;
  overflow: auto;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

// The spinner and message sit in the upper part of the frame rather than its middle, 350 px down, so a phone that
// shows the frame's top shows them too.
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  padding-top: clamp(4rem, 2rem + 10vw, 12rem);
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  /* The message is as wide as the frame, so a longer one (the calendar failed) does not move it sideways. */
  > p {
    justify-self: stretch;
  }
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.brandSoft};
  border-top-color: ${({ theme }) => theme.color.brand};
  animation: ${spin} 0.9s linear infinite;
`;

const Fallback = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 650;
`;

// With an intro the block opens the page: the hero's band, with the headline and the calendar side by side from 1024 px
// (a laptop's first screen shows the calendar), the calendar right after a short lead on narrower screens.
const wide = '@media (min-width: 1024px)';

const Band = styled(HeroBand)`
  padding: clamp(2rem, 1rem + 3vw, 3.5rem) 0 clamp(2.5rem, 1rem + 4vw, 4.5rem);
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  row-gap: ${({ theme }) => theme.space.xl};
  ${wide} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    column-gap: clamp(2.5rem, 6vw - 1.5rem, 4rem);
    align-items: start;
  }
`;

const Intro = styled.div`
  ${wide} {
    padding-top: ${({ theme }) => theme.space.lg};
  }
`;

// The hero's headline, a size smaller, as it shares the width with the calendar: a short title such as "Free
// 15-Minute Demo" keeps to one line beside it. Lines are filled rather than balanced, so balancing does not split a
// hyphenated word.
const IntroTitle = styled(HeroTitle)`
  max-width: none;
  font-size: clamp(2.125rem, 1.5rem + 1.4vw, 2.75rem);
  text-wrap: pretty;
`;

const IntroLead = styled(HeroLead)`
  margin-bottom: 0;
  font-size: clamp(${({ theme }) => theme.size.md}, 0.9rem + 0.5vw, ${({ theme }) => theme.size.lg});
`;

const Card = styled.div`
  ${card};
`;

const CardHeader = styled.header`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  h2 {
    font-size: ${({ theme }) => theme.size.lg};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

type BookingSectionProps = Pick<BookingBlock, 'id' | 'intro' | 'title' | 'lead'> & { children: ReactNode };

/**
 * Where the calendar goes: a section with its heading, or, with an intro, the page's opening band with the headline
 * beside the calendar's card.
 */
function BookingSection({ id, intro, title, lead, children }: BookingSectionProps) {
  const langOf = useLangOf();
  if (!intro) {
    return (
      <Section id={id} title={title} lead={lead} tone="subtle">
        {children}
      </Section>
    );
  }
  return (
    <Band id={id}>
      <Container>
        <Columns>
          <Intro>
            {intro.eyebrow && <HeroEyebrow lang={langOf(intro.eyebrow)}>{intro.eyebrow}</HeroEyebrow>}
            <HeroHeadline title={intro.title} highlight={intro.highlight} component={IntroTitle} />
            {intro.lead && <IntroLead lang={langOf(intro.lead)}>{intro.lead}</IntroLead>}
          </Intro>
          <Card>
            {title && (
              <CardHeader>
                <h2 lang={langOf(title)}>{title}</h2>
                {lead && <p lang={langOf(lead)}>{lead}</p>}
              </CardHeader>
            )}
            {children}
          </Card>
        </Columns>
      </Container>
    </Band>
  );
}

/**
 * The booking widget's frame, prerendered with its loading overlay; src/blocks/Booking/Booking.client.ts loads the third-party
 * widget into it, without React, and takes the overlay away when the widget is ready or offers the new-tab link.
 * Previews show a placeholder in its place.
 */
export default function Booking(block: BookingBlock) {
  const { id, intro, title, lead, calLink, minHeight = 700 } = block;
  const Placeholder = useContext(PreviewPlaceholder);
  const words = useStrings().booking;
  if (!calLink) throw new Error('calLink is required');
  if (Placeholder) {
    return (
      <BookingSection id={id} intro={intro} title={title} lead={lead}>
        <Placeholder>{record.placeholder!(block)}</Placeholder>
      </BookingSection>
    );
  }
  const fallback = (
    <Fallback href={`${BOOKING_PAGE_ORIGIN}/${calLink}`} target="_blank" rel="noopener noreferrer">
      {words.openInNewTab} <Icon name="external-link" size={16} />
    </Fallback>
  );
  return (
    <BookingSection id={id} intro={intro} title={title} lead={lead}>
      <Frame $minHeight={minHeight} $inCard={intro !== undefined} aria-busy="true" data-booking-frame>
        <Widget data-booking-widget />
        <Overlay role="status" data-booking-overlay>
          <Spinner aria-hidden="true" data-needs-script data-booking-spinner />
          <p data-needs-script data-booking-message data-failed-text={words.failed}>
            {words.loading}
          </p>
          <noscript>{fallback}</noscript>
          <span hidden data-booking-fallback>
            {fallback}
          </span>
        </Overlay>
      </Frame>
    </BookingSection>
  );
}
