import { theme } from '../theme/theme';

/**
 * For visitors without JavaScript: controls that need a script hide, and on narrow screens a "Menu" link to the
 * footer's navigation replaces the menu button.
 */
const css = `
[data-needs-script] { display: none !important; }
@media (max-width: calc(${theme.breakpoint.md} - 0.02px)) { [data-menu-fallback] { display: inline-flex !important; } }
`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
