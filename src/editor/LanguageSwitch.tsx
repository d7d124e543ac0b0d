/**
 * The languages a page can be edited in: English, the page itself, and each language the site translates it into,
 * each named in its own language. Plain links, so that the choice is in the address and a reload keeps it.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { manifest } from 'virtual:site';

/** A button-like summary that opens the list of languages over the page, so the bar stays one line high. */
const Menu = styled.details`
  position: relative;
  summary {
    padding: 0.15rem 0.55rem;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    cursor: pointer;
    white-space: nowrap;
  }
  ul {
    position: absolute;
    z-index: 30;
    top: calc(100% + 4px);
    left: 0;
    min-width: 11rem;
    margin: 0;
    padding: 0.3rem 0;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 8px;
    background: #fff;
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.15);
    list-style: none;
  }
  a {
    display: block;
    padding: 0.35rem 0.8rem;
    color: ${({ theme }) => theme.color.brand};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
    text-decoration: none;
  }
`;

/** The editor's address for `file` in `code`; the default language's has no `lang`. */
export function editorAddress(file: string, code: string): string {
  const query = new URLSearchParams({ file });
  if (code !== manifest.site.locales[0].code) query.set('lang', code);
  return `/_edit?${query}`;
}

export function LanguageSwitch({ file, current, onLinkClick }: { file: string; current: string; onLinkClick(event: MouseEvent<HTMLAnchorElement>): void }) {
  const shown = manifest.site.locales.find((locale) => locale.code === current);
  return (
    <nav aria-label="Language">
      <Menu
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !event.currentTarget.open) return;
          event.currentTarget.open = false;
          event.currentTarget.querySelector('summary')?.focus();
        }}
      >
        <summary>
          Language: <span lang={current}>{shown?.name ?? current}</span>
        </summary>
        <ul>
          {manifest.site.locales.map((locale) => (
            <li key={locale.code}>
              <a href={editorAddress(file, locale.code)} lang={locale.code} hrefLang={locale.code} aria-current={locale.code === current ? 'page' : undefined} onClick={onLinkClick}>
                {locale.name}
              </a>
            </li>
          ))}
        </ul>
      </Menu>
    </nav>
  );
}
