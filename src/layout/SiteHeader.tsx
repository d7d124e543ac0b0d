import styled from 'styled-components';
import { SITE_FOOTER_ID, withoutTrailingSlash } from '../constants';
import { useLanguage } from '../i18n/language';
import { LanguageMenu, type Alternates } from './LanguageSwitcher';
import { media } from '../theme/theme';
import { ButtonLink, Container, highlighted } from '../ui/layout';
import { resolveHref, SmartLink } from '../ui/SmartLink';
import { Logo } from './Logo';
import { Icon } from '../ui/Icon';

/**
 * Opaque, with no backdrop blur: a blur under a fixed header is drawn again on every frame of a scroll and on every
 * opening of the menu, and at 94 % white it showed next to nothing.
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  /* Above the cookie banner (60): on a short phone the open menu reaches down over it, and its links must take taps. */
  z-index: 65;
  height: ${({ theme }) => theme.layout.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * On phones the menu shows while its button is expanded (src/runtime/menu.ts). Closed, it is hidden but laid out, so
 * opening it only paints: its first layout (its text's first shaping) would otherwise fall in the tap's frame.
 */
const Nav = styled.nav`
  ${({ theme }) => `
    visibility: hidden;
    position: absolute;
    top: ${theme.layout.header};
    inset-inline: 0;
    padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.line};
    box-shadow: ${theme.shadow.raised};
  `}
  [aria-expanded='true'] + & {
    visibility: visible;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  a:not([data-action]) {
    display: block;
    padding: 0.75rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 550;
    text-decoration: none;
    &[aria-current] {
      ${highlighted}
    }
    ${media.hover} {
      &:hover {
        ${highlighted}
      }
    }
  }
  ${media.md} {
    display: flex;
    visibility: visible;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
    position: static;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
    ul {
      display: flex;
      gap: ${({ theme }) => theme.space.xs};
    }
    a:not([data-action]) {
      padding: 0.5rem 0.75rem;
      font-size: ${({ theme }) => theme.size.sm};
    }
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  ${media.md} {
    display: none;
  }
  &[aria-expanded='true'] svg:first-child,
  &[aria-expanded='false'] svg:last-child {
    display: none;
  }
`;

/** Shown instead of the menu button when JavaScript is off: the footer lists every page. */
const MenuFallback = styled.a`
  display: none;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-decoration: none;
`;

const ActionItem = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  ${media.md} {
    margin-top: 0;
  }
`;

export const MENU_ID = 'site-menu';

/** A section's link marks the section's own page, and the section on every page below it (an article below /blog). */
function currentMark(route: string, href: string): 'page' | 'true' | undefined {
  const path = withoutTrailingSlash(route);
  if (path === href) return 'page';
  return path.startsWith(`${href}/`) ? 'true' : undefined;
}

/** The fixed header: logo, the main navigation (a menu on phones, run by src/runtime/menu.ts) and the call to action. */
export function SiteHeader({ route, alternates }: { route: string; alternates: Alternates }) {
  const { site, strings, code } = useLanguage();
  return (
    <Bar>
      <Inner>
        <Logo />
        <MenuFallback href={`#${SITE_FOOTER_ID}`} data-menu-fallback>
          {strings.chrome.menu}
        </MenuFallback>
        <MenuButton
          data-menu-button
          data-needs-script
          data-label-open={strings.chrome.openMenu}
          data-label-close={strings.chrome.closeMenu}
          type="button"
          aria-expanded="false"
          aria-controls={MENU_ID}
          aria-label={strings.chrome.openMenu}
        >
          <Icon name="menu" size={22} />
          <Icon name="close" size={22} />
        </MenuButton>
        <Nav id={MENU_ID} aria-label={strings.chrome.mainNavigation}>
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} aria-current={currentMark(route, resolveHref(link.href, code))}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <ActionItem>
            <LanguageMenu alternates={alternates} />
          </ActionItem>
          <ActionItem>
            <ButtonLink href={site.headerAction.href} $variant="primary" data-action>
              {site.headerAction.label}
            </ButtonLink>
          </ActionItem>
        </Nav>
      </Inner>
    </Bar>
  );
}
