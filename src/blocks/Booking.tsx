import styled, { keyframes } from 'styled-components';
import type { BookingBlock } from '../generated/schema-types';
import { Section } from '../ui/layout';
import { BOOKING_PAGE_ORIGIN } from './bookingWidget';
import { Icon } from '../ui/Icon';

const Frame = styled.div<{ $minHeight: number }>`
  position: relative;
  min-height: ${({ $minHeight }) => $minHeight}px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
`;

const Widget = styled.div`
  width: 100%;
  height: 100%;
  min-height: inherit;
  overflow: auto;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
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

/**
 * The booking widget's frame, prerendered with its loading overlay; src/blocks/Booking.client.ts loads the third-party
 * widget into it, without React, and takes the overlay away when the widget is ready or offers the new-tab link.
 */
export default function Booking({ id, title, lead, calLink, minHeight = 700 }: BookingBlock) {
  if (!calLink) throw new Error('calLink is required');
  const fallback = (
    <Fallback href={`${BOOKING_PAGE_ORIGIN}/${calLink}`} target="_blank" rel="noopener noreferrer">
      Open booking in a new tab <Icon name="external-link" size={16} />
    </Fallback>
  );
  return (
    <Section id={id} title={title} lead={lead} tone="subtle">
      <Frame $minHeight={minHeight} aria-busy="true" data-booking-frame>
        <Widget data-booking-widget />
        <Overlay role="status" data-booking-overlay>
          <Spinner aria-hidden="true" data-needs-script data-booking-spinner />
          <p data-needs-script data-booking-message>
            Loading the booking calendar...
          </p>
          <noscript>{fallback}</noscript>
          <span hidden data-booking-fallback>
            {fallback}
          </span>
        </Overlay>
      </Frame>
    </Section>
  );
}
