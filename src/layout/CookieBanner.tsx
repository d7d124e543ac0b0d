import { useEffect, useId, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { manifest } from 'virtual:site';
import {
  chooseConsent,
  consentSettings,
  OPEN_COOKIE_SETTINGS_EVENT,
  readConsent,
  restoreConsent,
  type ConsentChoice,
  type ConsentValue,
} from '../runtime/consent';
import { prefersReducedMotion } from '../runtime/scroll';
import { media } from '../theme/theme';
import { Button } from '../ui/layout';
import { Icon } from '../ui/Icon';

export const BANNER_DELAY_MS = 1000;
export const BANNER_LEAVE_MS = 300;
/** The banner's height while it is open, set on <html>; the footer adds it below its content. */
export const BANNER_SPACE_VAR = '--cookie-banner-space';

const settings = consentSettings(manifest.site);

type Phase = 'closed' | 'open' | 'leaving';

const slideIn = keyframes`
  from { transform: translateY(calc(100% + 2rem)); }
  to { transform: none; }
`;

/** Fixed to the bottom of the viewport; its height is the space the page keeps free below its end. */
const Dock = styled.div`
  position: fixed;
  inset: auto 0 0;
  z-index: 60;
  padding: ${({ theme }) => theme.space.md};
  pointer-events: none;
  ${media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Card = styled.section<{ $leaving: boolean }>`
  position: relative;
  max-width: 980px;
  margin: 0 auto;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  /* The ring keeps the card apart from dark page sections behind it. */
  box-shadow: 0 24px 48px -16px rgba(11, 16, 38, 0.55), 0 0 0 1px rgba(165, 180, 252, 0.35);
  pointer-events: auto;
  animation: ${slideIn} ${BANNER_LEAVE_MS}ms cubic-bezier(0.22, 1, 0.36, 1);
  transition: transform ${BANNER_LEAVE_MS}ms ease-in, opacity ${BANNER_LEAVE_MS}ms ease-in;
  ${({ $leaving }) => $leaving && 'transform: translateY(calc(100% + 2rem)); opacity: 0;'}
  ${media.md} {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

const Badge = styled.span`
  display: none;
  ${media.md} {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.nightSoft};
    color: ${({ theme }) => theme.color.highlight};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-right: 2.5rem;
  font-size: ${({ theme }) => theme.size.sm};
  line-height: 1.55;
  ${media.md} {
    padding-right: 0;
  }
  h2 {
    color: #ffffff;
    font-size: ${({ theme }) => theme.size.lg};
  }
  a {
    color: ${({ theme }) => theme.color.highlight};
    font-weight: 600;
    &:hover {
      color: #ffffff;
    }
  }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.onNightMuted};
`;

/** Equal columns: Decline is exactly as large as Accept. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  ${media.md} {
    margin-top: 0;
  }
  button {
    padding-inline: 1rem;
    white-space: nowrap;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.onNightMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.nightSoft};
    color: #ffffff;
  }
`;

const decidedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/**
 * Keeps the page's end reachable above the banner (the footer grows by its height) and makes the browser scroll
 * focused elements clear of it (scroll-padding applies to scrolling into view on focus).
 */
function useSpaceBelowContent(dock: HTMLElement | null): void {
  useEffect(() => {
    if (!dock) return;
    const root = document.documentElement;
    const reserve = () => {
      const space = `${dock.offsetHeight}px`;
      root.style.setProperty(BANNER_SPACE_VAR, space);
      root.style.scrollPaddingBottom = space;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_SPACE_VAR);
      root.style.scrollPaddingBottom = '';
    };
  }, [dock]);
}

/**
 * The cookie banner: a non-modal region at the bottom of the viewport, shown 1 s after load when no current choice
 * is stored, and again from the footer's "Cookie settings". Nothing of it is in the server-rendered HTML: it appears
 * only through effects, which run after hydration.
 */
export function CookieBanner() {
  const [phase, setPhase] = useState<Phase>('closed');
  /** The choice in force, shown when the visitor reopens the banner from Cookie settings. */
  const [choice, setChoice] = useState<ConsentChoice>();
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useSpaceBelowContent(phase === 'closed' ? null : dock);

  useEffect(() => {
    if (restoreConsent(settings)) return;
    const timer = window.setTimeout(() => setPhase('open'), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const openSettings = () => {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      focusOnOpen.current = true;
      setChoice(readConsent(settings));
      setPhase('open');
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
  }, []);

  useEffect(() => {
    if (phase === 'open' && focusOnOpen.current) {
      focusOnOpen.current = false;
      cardRef.current?.focus();
    }
    if (phase !== 'leaving') return;
    const timer = window.setTimeout(() => setPhase('closed'), prefersReducedMotion() ? 0 : BANNER_LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'closed') return null;

  const leave = () => {
    if (cardRef.current?.contains(document.activeElement)) {
      (returnFocusTo.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
    }
    returnFocusTo.current = null;
    setPhase('leaving');
  };
  const choose = (value: ConsentValue) => {
    chooseConsent(value, settings);
    leave();
  };

  return (
    <Dock ref={setDock}>
      <Card ref={cardRef} role="region" aria-labelledby={titleId} tabIndex={-1} inert={phase === 'leaving'} $leaving={phase === 'leaving'}>
        <Badge aria-hidden="true">
          <Icon name="cookie" size={24} />
        </Badge>
        <Text>
          <h2 id={titleId}>Cookies on {manifest.site.brand}</h2>
          <p>
            We'd like to use analytics and advertising cookies to understand how our site is used and to measure our
            marketing. They're only set if you accept, and you can change your mind at any time under Cookie settings.{' '}
            <a href="/privacy">Read our privacy policy</a>
          </p>
          {choice && (
            <Status>
              You {choice.value} these cookies on {decidedOn.format(new Date(choice.decidedAt))}.
            </Status>
          )}
        </Text>
        <Choices>
          <Button type="button" $variant="primary" $onDark onClick={() => choose('accepted')}>
            Accept cookies
          </Button>
          <Button type="button" $variant="primary" $onDark onClick={() => choose('declined')}>
            Decline cookies
          </Button>
        </Choices>
        <Close type="button" aria-label="Close cookie banner" onClick={leave}>
          <Icon name="close" size={20} />
        </Close>
      </Card>
    </Dock>
  );
}
