import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { manifest } from 'virtual:site';
import { withoutTrailingSlash } from '../app/pageStore';
import { media } from '../theme/theme';
import { ButtonLink, Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { Logo } from './Logo';
import { SITE_FOOTER_ID } from './SiteFooter';
import { Icon } from '../ui/Icon';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${({ theme }) => theme.layout.header};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  gap: ${({ theme }) => theme.space.lg};
`;

const Nav = styled.nav<{ $open: boolean }>`
  ${({ theme, $open }) => `
    display: ${$open ? 'block' : 'none'};
    position: absolute;
    top: ${theme.layout.header};
    inset-inline: 0;
    padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.line};
    box-shadow: ${theme.shadow.raised};
  `}
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
    &:hover,
    &[aria-current] {
      color: ${({ theme }) => theme.color.brand};
      background: ${({ theme }) => theme.color.brandSoft};
    }
  }
  ${media.md} {
    display: flex;
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

/** A section's link marks the section's own page, and the section on every page below it (an article below /blog). */
function currentMark(pathname: string, href: string): 'page' | 'true' | undefined {
  const path = withoutTrailingSlash(pathname);
  if (path === href) return 'page';
  return path.startsWith(`${href}/`) ? 'true' : undefined;
}

export function SiteHeader() {
  const { site } = manifest;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Bar>
      <Inner>
        <Logo />
        <MenuFallback href={`#${SITE_FOOTER_ID}`} data-menu-fallback>
          Menu
        </MenuFallback>
        <MenuButton
          ref={buttonRef}
          data-needs-script
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
        </MenuButton>
        <Nav id={menuId} $open={open} aria-label="Main" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} aria-current={currentMark(pathname, link.href)}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
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
