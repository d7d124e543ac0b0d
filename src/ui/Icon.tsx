import type { Icon as IconName } from '../generated/schema-types';
import sprite from '../generated/icons.svg?no-inline';
import { iconId } from './iconId';

/** Icons the site's own interface draws, beside the ones page documents may name. */
export type InterfaceIcon =
  | 'info'
  | 'menu'
  | 'close'
  | 'chevron-right'
  | 'chevron-down'
  | 'cookie'
  | 'calendar-days'
  | 'check-circle'
  | 'arrow-right'
  | 'quote'
  | 'external-link'
  | 'bot'
  | 'phone-call';

/** The line width of the icons that stand for a card's or a figure's subject, a touch lighter than the interface's. */
export const CONTENT_ICON_STROKE = 1.9;

/**
 * Where an icon's drawing is: in the page, which carries the symbols its server rendering drew (`iconSymbols`), or,
 * for an icon only an island draws, in the cached sprite (made by `npm run gen`). Either way icons add no JavaScript.
 */
function href(name: string): string {
  const id = iconId(name);
  return typeof document === 'undefined' || document.getElementById(id) ? `#${id}` : `${sprite}#${id}`;
}

/** A decorative icon from the site's set; the text beside it carries the meaning. */
export function Icon({ name, size = 22, strokeWidth = 2 }: { name: IconName | InterfaceIcon; size?: number; strokeWidth?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={href(name)} />
    </svg>
  );
}
