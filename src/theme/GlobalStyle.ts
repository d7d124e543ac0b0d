import { createGlobalStyle } from 'styled-components';
import { media } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${({ theme }) => theme.layout.header} + 8px); }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.size.md};
    line-height: 1.65;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* A word longer than its line (German and Finnish compounds in a narrow card) breaks rather than widen the page. */
    overflow-wrap: break-word;
  }
  :lang(de), :lang(nl), :lang(fr), :lang(it), :lang(fi) {
    hyphens: auto;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.color.ink};
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0;
    text-wrap: balance;
  }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.color.brand}; text-underline-offset: 0.18em; }
  ${media.hover} {
    a:hover { color: ${({ theme }) => theme.color.brandStrong}; }
  }
  img, svg { display: block; max-width: 100%; }
  /* An icon beside words keeps the size it is drawn at: as a flex item it would shrink for a long line. */
  svg { flex-shrink: 0; }
  button, input, select, textarea { font: inherit; }
  /*
   * A control that answers where it is (a button, a disclosure, a field) is its own feedback: a phone's tap highlight
   * only adds a frame to draw before that answer. Links keep it, as the page they open may take a while to come.
   */
  button, summary, label, input, select, textarea { -webkit-tap-highlight-color: transparent; }
  /*
   * A press on a disclosure's words would move the page's selection there (as it does not on a button's), which the
   * browser then hands to the system: about 4 ms of a slowed phone's main thread before the tap is answered. A double
   * tap would highlight the label.
   */
  summary { -webkit-user-select: none; user-select: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
