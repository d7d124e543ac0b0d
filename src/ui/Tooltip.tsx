import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { createContext, useContext, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Once a tooltip has closed, another opens at once if hovered within this time. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideProvider = createContext(false);

/**
 * Shares the skip delay among the tooltips inside it. A tooltip outside any provider brings its own, so it still
 * works, but then only shares the skip delay with itself.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InsideProvider value={true}>{children}</InsideProvider>
    </TooltipPrimitive.Provider>
  );
}

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: none; }
`;

const Content = styled(TooltipPrimitive.Content)`
  z-index: 95;
  max-width: min(18rem, calc(100vw - 24px));
  padding: 0.55rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.night};
  color: #ffffff;
  font-size: ${({ theme }) => theme.size.xs};
  line-height: 1.45;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} 0.12s ease-out;
  }
`;

const Arrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.color.night};
`;

interface TooltipProps {
  /** What the tooltip says; it becomes the trigger's description while shown. */
  content: ReactNode;
  /** One focusable element that shows the tooltip on hover (after the delay) and on keyboard focus. */
  children: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Tooltip({ content, children, open, onOpenChange }: TooltipProps) {
  const tooltip = (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <Content side="top" sideOffset={6} collisionPadding={12}>
          {content}
          <Arrow width={12} height={6} />
        </Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return useContext(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

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
  &:hover,
  &[data-state$='open'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &:focus-visible {
    border-radius: 50%;
  }
`;

/**
 * An "i" button that explains the thing beside it. Touch has no hover, so a tap toggles it there; a tap elsewhere
 * closes it.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const tapOpensRef = useRef(false);
  return (
    <Tooltip content={children} open={open} onOpenChange={setOpen}>
      <InfoButton
        type="button"
        aria-label={label}
        onPointerDown={(event) => {
          tapOpensRef.current = event.pointerType === 'touch' && !open;
        }}
        onClick={(event) => {
          const tapOpens = tapOpensRef.current;
          tapOpensRef.current = false;
          if (!tapOpens) return;
          // Keeps the tooltip from closing on the click, as it does for a mouse.
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Info size={17} strokeWidth={2} aria-hidden="true" />
      </InfoButton>
    </Tooltip>
  );
}
