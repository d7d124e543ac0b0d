import styled from 'styled-components';
import { TOAST_REGION_ID } from '../runtime/toast';

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 90;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
  > div {
    max-width: 24rem;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    border-left: 4px solid ${({ theme }) => theme.color.success};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    pointer-events: auto;
  }
  > [data-tone='error'] {
    border-left-color: ${({ theme }) => theme.color.danger};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

/** Where toasts appear (src/runtime/toast.ts): a polite live region, empty until one is shown. */
export function ToastRegion() {
  return <Region id={TOAST_REGION_ID} role="status" aria-live="polite" />;
}
