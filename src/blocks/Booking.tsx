import Cal, { getCalApi } from '@calcom/embed-react';
import { ExternalLink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { BookingBlock } from '../generated/schema-types';
import { Section } from '../ui/layout';

export const EMBED_SCRIPT_URL = 'https://app.cal.com/embed/embed.js';
export const BOOKING_ORIGIN = 'https://cal.com';
export const FALLBACK_DELAY_MS = 6000;

type Status = 'loading' | 'ready' | 'slow' | 'failed';

const Frame = styled.div<{ $minHeight: number }>`
  position: relative;
  min-height: ${({ $minHeight }) => $minHeight}px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
`;

const Widget = styled(Cal)`
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

/** Watches the embed script the widget adds to the page, so a blocked or failing script shows the fallback at once. */
function onEmbedScriptError(callback: () => void): () => void {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${EMBED_SCRIPT_URL}"]`);
  script?.addEventListener('error', callback);
  return () => script?.removeEventListener('error', callback);
}

export default function Booking({ id, title, lead, calLink, layout = 'month_view', theme = 'light', minHeight = 700 }: BookingBlock) {
  if (!calLink) throw new Error('calLink is required');
  const namespace = `booking${useId().replace(/\W/g, '')}`;
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let active = true;
    const fail = () => active && setStatus((current) => (current === 'ready' ? current : 'failed'));
    const removeErrorListener = onEmbedScriptError(fail);
    const timer = window.setTimeout(() => active && setStatus((current) => (current === 'loading' ? 'slow' : current)), FALLBACK_DELAY_MS);
    getCalApi({ namespace, embedJsUrl: EMBED_SCRIPT_URL }).then((cal) => {
      cal('ui', { theme, layout, hideEventTypeDetails: false });
      cal('on', { action: 'linkReady', callback: () => active && setStatus('ready') });
    }, fail);
    return () => {
      active = false;
      removeErrorListener();
      window.clearTimeout(timer);
    };
  }, [namespace, theme, layout]);

  const bookingUrl = `${BOOKING_ORIGIN}/${calLink}`;
  const fallback = (
    <Fallback href={bookingUrl} target="_blank" rel="noopener noreferrer">
      Open booking in a new tab <ExternalLink size={16} aria-hidden="true" />
    </Fallback>
  );

  return (
    <Section id={id} title={title} lead={lead} tone="subtle">
      <Frame $minHeight={minHeight} aria-busy={status === 'loading' || status === 'slow'}>
        <Widget namespace={namespace} calLink={calLink} embedJsUrl={EMBED_SCRIPT_URL} config={{ layout, theme }} />
        {status !== 'ready' && (
          <Overlay role="status">
            {status === 'failed' ? (
              <p>The booking calendar could not be loaded here.</p>
            ) : (
              <>
                <Spinner aria-hidden="true" />
                <p>Loading the booking calendar...</p>
              </>
            )}
            {(status === 'slow' || status === 'failed') && fallback}
          </Overlay>
        )}
      </Frame>
    </Section>
  );
}
