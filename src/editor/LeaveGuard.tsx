/**
 * Asks before the author leaves a page with unsaved edits: the editor's own links open a dialog, and closing the tab
 * or going elsewhere gets the browser's own question (beforeunload).
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './styles';

const Dialog = styled.dialog`
  max-width: min(32rem, calc(100vw - 2rem));
  padding: 1.25rem;
  border: 0;
  border-radius: 12px;
  box-shadow: 0 10px 40px rgba(15, 23, 42, 0.3);
  &::backdrop {
    background: rgba(15, 23, 42, 0.45);
  }
  h2 {
    font-size: ${({ theme }) => theme.size.lg};
    letter-spacing: 0;
  }
  p {
    margin: 0.75rem 0 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 1rem;
  }
`;

export interface LeaveGuard {
  /** For the editor's links: asks first while there are unsaved edits. */
  onLinkClick(event: MouseEvent<HTMLAnchorElement>): void;
  /** The question, while it is asked. */
  dialog: ReactNode;
}

/** `unsaved`: how many edits are not saved; `kept`: whether the browser keeps them as a draft (drafts.ts). */
export function useLeaveGuard(unsaved: number, kept: boolean): LeaveGuard {
  const [target, setTarget] = useState<string | null>(null);
  const leaving = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hasUnsaved = unsaved > 0;

  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  useEffect(() => {
    if (target) dialogRef.current?.showModal();
  }, [target]);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window leaves this one open, edits and all.
    if (!hasUnsaved || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setTarget(event.currentTarget.href);
  };

  const changes = `${unsaved} unsaved ${unsaved === 1 ? 'change' : 'changes'}`;
  const dialog = target && (
    <Dialog ref={dialogRef} aria-labelledby="leave-title" aria-describedby="leave-what" onClose={() => setTarget(null)}>
      <h2 id="leave-title">Leave without saving?</h2>
      <p id="leave-what">
        This page has {changes}.{' '}
        {kept
          ? 'This browser keeps them as a draft, and the editor offers them back when you open this page again.'
          : 'This browser cannot keep them, so leaving loses them.'}
      </p>
      <div>
        <Button type="button" data-primary autoFocus onClick={() => dialogRef.current?.close()}>
          Stay on this page
        </Button>
        <Button
          type="button"
          data-danger
          onClick={() => {
            leaving.current = true;
            window.location.assign(target);
          }}
        >
          Leave
        </Button>
      </div>
    </Dialog>
  );
  return { onLinkClick, dialog };
}
