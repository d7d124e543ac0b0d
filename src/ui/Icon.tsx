import { createContext, useContext, type ReactNode } from 'react';
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
 * Which icons a page being rendered on the server carries the drawings of (`iconSymbols` writes them at its end), and
 * whether the part being rendered takes its icons from the sprite instead. The page carries those of its header, its
 * first block and its footer (what a first screen may show), which would otherwise wait for the sprite, a request after
 * the document; its later blocks' come from the sprite, cached for every page: the document is ~0.9 KB smaller.
 */
interface IconDrawings {
  carried: Set<string>;
  fromSprite: boolean;
}

const IconDrawingsContext = createContext<IconDrawings | undefined>(undefined);

/** Renders a page whose first screen's icons it carries. Outside it, the server draws every icon from the page. */
export function PageIcons({ children }: { children: ReactNode }) {
  return <IconDrawingsContext value={{ carried: new Set(), fromSprite: false }}>{children}</IconDrawingsContext>;
}

/** A part of the page below its first screen: its icons come from the sprite, unless the page carries them anyway. */
export function IconsFromSprite({ children }: { children: ReactNode }) {
  const drawings = useContext(IconDrawingsContext);
  return drawings ? <IconDrawingsContext value={{ carried: drawings.carried, fromSprite: true }}>{children}</IconDrawingsContext> : children;
}

/**
 * Where an icon's drawing is: in the page (see IconDrawings), or in the cached sprite (made by `npm run gen`). In the
 * browser, where an island draws, it is wherever the page has it. Either way icons add no JavaScript.
 */
function href(name: string, drawings: IconDrawings | undefined): string {
  const id = iconId(name);
  const inPage = typeof document === 'undefined' ? !drawings?.fromSprite || drawings.carried.has(id) : document.getElementById(id) !== null;
  if (inPage) drawings?.carried.add(id);
  return inPage ? `#${id}` : `${sprite}#${id}`;
}

/** A decorative icon from the site's set; the text beside it carries the meaning. */
export function Icon({ name, size = 22, strokeWidth = 2 }: { name: IconName | InterfaceIcon; size?: number; strokeWidth?: number }) {
  const drawings = useContext(IconDrawingsContext);
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
      <use href={href(name, drawings)} />
    </svg>
  );
}
