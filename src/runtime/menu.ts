/**
 * The header's menu on phones (src/layout/SiteHeader.tsx): its button opens and closes it, and a link clicked in it,
 * Escape (focus back on the button), focus moving on past it (it would cover what has focus) or a return to the page
 * from the back/forward cache closes it.
 */
const BUTTON = '[data-menu-button]';

function setOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  // The words are the page's language's, written on the button by the server (src/layout/SiteHeader.tsx).
  const label = (button as HTMLElement).dataset[open ? 'labelClose' : 'labelOpen'];
  if (label) button.setAttribute('aria-label', label);
}

const openButton = () => document.querySelector<HTMLElement>(`${BUTTON}[aria-expanded="true"]`);

export function startMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(BUTTON);
    if (button) return setOpen(button, button.getAttribute('aria-expanded') !== 'true');
    const open = openButton();
    if (open && target?.closest(`#${open.getAttribute('aria-controls')} a`)) setOpen(open, false);
  });
  document.addEventListener('keydown', (event) => {
    const open = openButton();
    if (event.key !== 'Escape' || !open) return;
    setOpen(open, false);
    open.focus();
  });
  document.addEventListener('focusin', (event) => {
    const open = openButton();
    const target = event.target instanceof Node ? event.target : null;
    if (open && target && !open.contains(target) && !document.getElementById(open.getAttribute('aria-controls')!)?.contains(target)) setOpen(open, false);
  });
  addEventListener('pageshow', (event) => {
    const open = openButton();
    if (event.persisted && open) setOpen(open, false);
  });
}
