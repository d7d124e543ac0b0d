import { css } from 'styled-components';
import { media } from '../theme/theme';

/**
 * For a grid `dl` of figures, each a `div` holding its label (`dt`) and value (`dd`): every figure spans two rows of the
 * list's grid, value above label. Sharing the rows keeps the values of a grid row level however many lines their
 * labels and values wrap to; `dt` stays first in the markup, so a screen reader still reads the label before its value.
 */
export const figureItem = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-row: span 2;
  grid-template-rows: subgrid;
  align-content: start;
  dd {
    grid-row: 1;
    align-self: end;
    text-wrap: balance;
  }
  dt {
    grid-row: 2;
  }
`;

/**
 * For the grid `dl` itself: on a phone under 360 px, figures side by side left a label or value ("Unternehmen",
 * "Compatible") less room than its word; there they take the whole line.
 */
export const figureListWhenNarrow = css`
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
