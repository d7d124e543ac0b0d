import { css } from 'styled-components';

/** The raised white card that holds an interactive block: a plan, a calculator. */
export const raisedCard = css`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
