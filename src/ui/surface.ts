import { css } from 'styled-components';

/** The raised white card that holds an interactive block: a plan, a calculator. */
export const raisedCard = css`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** A text, e-mail or number field: the same box wherever a visitor types. */
export const textField = css`
  width: 100%;
  min-height: 48px;
  padding: 0.7rem 0.9rem;
  border: 1px solid #94a3b8;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
`;

/**
 * A line of a call, in a list laid out as a grid: the receptionist's on the left, the caller's on the right, each
 * bubble's tail on its speaker's side.
 */
export const speechBubble = css<{ $assistant: boolean }>`
  max-width: 85%;
  justify-self: ${({ $assistant }) => ($assistant ? 'start' : 'end')};
  border-radius: 16px;
  border-bottom-left-radius: ${({ $assistant }) => ($assistant ? '4px' : '16px')};
  border-bottom-right-radius: ${({ $assistant }) => ($assistant ? '16px' : '4px')};
`;
