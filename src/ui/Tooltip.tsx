import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon } from './Icon';
import { highlighted } from './layout';
import { useHydrated } from '../runtime/useHydrated';
import { media } from '../theme/theme';

export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Once a tooltip has closed, another opens at once if hovered within this time. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** The least room kept between a tooltip and the edge of the viewport. */
const EDGE_MARGIN_PX = 12;

/** When a tooltip of the group last closed; hovering another within the skip delay opens it at once. */
const LastClosed = createContext<{ at: number }>({ at: -Infinity });

/** Shares the skip delay among the tooltips inside it. A tooltip outside any provider shares it with the page. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(() => ({ at: -Infinity }));
  return <LastClosed value={group}>{children}</LastClosed>;
}

const appear = keyframes`
  from { opacity: 0; transform: translate(calc(-50% + var(--shift, 0px)), 2px); }
  to { opacity: 1; transform: translate(calc(-50% + var(--shift, 0px)), 0); }
`;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 8px);
  left: 50%;
  z-index: 95;
  width: max-content;
  max-width: min(18rem, calc(100vw - ${EDGE_MARGIN_PX * 2}px));
  padding: 0.55rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.night};
  color: #ffffff;
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 450;
  line-height: 1.45;
  text-align: left;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translate(calc(-50% + var(--shift, 0px)), 0);
  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} 0.12s ease-out;
  }
  /* Closed, it is laid out but neither seen nor heard, and shrunk to nothing, so it makes no page scroll sideways: a
     tap then only paints it. */
  &[data-closed] {
    visibility: hidden;
    transform: scale(0);
    animation: none;
  }
  &::after {
    content: '';
    position: absolute;
    top: 100%;
    left: calc(50% - var(--shift, 0px));
    border: 6px solid transparent;
    border-top-color: ${({ theme }) => theme.color.night};
    transform: translateX(-50%);
  }
`;

const InfoButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  cursor: help;
  vertical-align: middle;
  &[aria-describedby] {
    ${highlighted}
  }
  ${media.hover} {
    &:hover {
      ${highlighted}
    }
  }
  &:focus-visible {
    border-radius: 50%;
  }
`;

/**
 * An "i" button that explains the thing beside it: on hover after 700 ms (at once within 300 ms of another closing),
 * at once on keyboard focus, and on a tap on touch screens, where a tap elsewhere closes it. Escape closes it.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const group = useContext(LastClosed);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const id = useId();
  const hydrated = useHydrated();

  // Keeps the bubble inside the viewport: shifts it sideways when centring it over the button would cut it off. Measured
  // before it opens, from the layout the page has already (closed, the bubble is laid out at the width it opens with),
  // so that opening it lays the page out once, for the frame, rather than once more within the tap's handler.
  const show = () => {
    window.clearTimeout(timer.current);
    const element = bubble.current;
    if (element && anchor.current) {
      const button = anchor.current.getBoundingClientRect();
      const width = element.offsetWidth;
      const start = button.left + button.width / 2 - width / 2;
      const end = start + width;
      const room = document.documentElement.clientWidth - EDGE_MARGIN_PX;
      const shift = start < EDGE_MARGIN_PX ? EDGE_MARGIN_PX - start : end > room ? room - end : 0;
      element.style.setProperty('--shift', `${shift}px`);
    }
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) group.at = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const onPointerDown = (event: PointerEvent) => !anchor.current?.contains(event.target as Node) && hide();
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Anchor ref={anchor}>
      <InfoButton
        type="button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          window.clearTimeout(timer.current);
          if (Date.now() - group.at < TOOLTIP_SKIP_DELAY_MS) show();
          else timer.current = window.setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
        }}
        onPointerLeave={(event) => event.pointerType !== 'touch' && hide()}
        onFocus={(event) => event.target.matches(':focus-visible') && show()}
        onBlur={hide}
        onClick={(event) => (event.nativeEvent as PointerEvent).pointerType === 'touch' && (open ? hide() : show())}
      >
        <Icon name="info" size={17} />
      </InfoButton>
      {/* Always rendered, so that its styles are in the server's stylesheet: opening it then inserts no CSS rule, which
          would restyle the whole page on the tap's frame. Its words are there from hydration on, not in the static
          HTML, so a tap finds them styled and laid out (10-20 ms of a first tap at 4x CPU slowdown). Its id only
          while open: an island's ids on the server (counted from the page's root) differ from those of its hydration. */}
      <Bubble ref={bubble} id={open ? id : undefined} role="tooltip" data-closed={open ? undefined : ''}>
        {hydrated && children}
      </Bubble>
    </Anchor>
  );
}
