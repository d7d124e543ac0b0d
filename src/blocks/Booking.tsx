import Cal, { getCalApi } from '@calcom/embed-react';
import { useEffect, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { BookingBlock } from '../generated/schema-types';
import { Section } from '../ui/layout';
import { BOOKING_PAGE_ORIGIN, EMBED_SCRIPT_URL, WIDGET_ORIGIN } from './bookingWidget';
import { Icon } from '../ui/Icon';

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

/**
 * Calls back when the embed script fails to load, so a blocked or failing script shows the fallback at once. Error
 * events of elements do not bubble, so the document listens in the capture phase: that catches the script whoever
 * inserted it and whenever.
 */
function onEmbedScriptError(callback: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof HTMLScriptElement && event.target.src === EMBED_SCRIPT_URL) callback();
  };
  document.addEventListener('error', listener, true);
  return () => document.removeEventListener('error', listener, true);
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

  const bookingUrl = `${BOOKING_PAGE_ORIGIN}/${calLink}`;
  const fallback = (
    <Fallback href={bookingUrl} target="_blank" rel="noopener noreferrer">
      Open booking in a new tab <Icon name="external-link" size={16} />
    </Fallback>
  );

  return (
    <Section id={id} title={title} lead={lead} tone="subtle">
      <Frame $minHeight={minHeight} aria-busy={status === 'loading' || status === 'slow'}>
        <Widget namespace={namespace} calLink={calLink} embedJsUrl={EMBED_SCRIPT_URL} calOrigin={WIDGET_ORIGIN} config={{ layout, theme }} />
        {status !== 'ready' && (
          <Overlay role="status">
            {status === 'failed' ? (
              <p>The booking calendar could not be loaded here.</p>
            ) : (
              <>
                <Spinner aria-hidden="true" data-needs-script />
                <p data-needs-script>Loading the booking calendar...</p>
                <noscript>{fallback}</noscript>
              </>
            )}
            {(status === 'slow' || status === 'failed') && fallback}
          </Overlay>
        )}
      </Frame>
    </Section>
  );
}
