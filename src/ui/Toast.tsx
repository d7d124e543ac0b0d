import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error';
}

const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 90;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

const Card = styled.div<{ $tone: 'success' | 'error' }>`
  max-width: 24rem;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  pointer-events: auto;
  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

/** Shows one toast at a time: a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((next: ToastMessage) => {
    window.clearTimeout(timer.current);
    setToast(next);
    timer.current = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <ToastContext value={show}>
      {children}
      <Region role="status" aria-live="polite">
        {toast && (
          <Card $tone={toast.tone ?? 'success'}>
            <strong>{toast.title}</strong>
            {toast.description && <p>{toast.description}</p>}
          </Card>
        )}
      </Region>
    </ToastContext>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
