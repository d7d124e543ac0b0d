import styled from 'styled-components';
import { manifest } from 'virtual:site';
import type { SitePageData } from '../content/virtualPages';
import { useLanguage } from '../i18n/language';
import { localizedRoute } from '../i18n/routes';
import { formatMessage } from '../i18n/format';
import { Icon } from '../ui/Icon';
import { VisuallyHidden } from '../ui/layout';
import { isPublishedIn } from '../ui/SmartLink';
import { media } from '../theme/theme';

export interface LanguageLink {
  code: string;
  intl: string;
  /** The language's name in itself: Deutsch, Suomi. */
  name: string;
  href: string;
  current: boolean;
}

/**
 * Every language the site is published in, each linking to this page in that language, or to that language's home
 * page where this page is not translated. Plain links: they work without JavaScript, and nothing redirects a visitor by
 * the browser's language.
 */
export type Alternates = SitePageData['alternates'];

function useLanguageLinks(alternates: Alternates): LanguageLink[] {
  const { code } = useLanguage();
  const { locales } = manifest.site;
  return locales
    .filter((locale) => isPublishedIn('/', locale.code))
    .map((locale) => ({
      code: locale.code,
      intl: locale.intl,
      name: locale.name,
      href: alternates.find((alternate) => alternate.code === locale.code)?.route ?? localizedRoute('/', locale.code, locales[0].code),
      current: locale.code === code,
    }));
}

/** Each language as a list item: its name, in itself, linking to this page in it. */
function LanguageItems({ links }: { links: readonly LanguageLink[] }) {
  return links.map((link) => (
    <li key={link.code}>
      <a href={link.href} hrefLang={link.intl} lang={link.intl} aria-current={link.current ? 'true' : undefined}>
        {link.name}
      </a>
    </li>
  ));
}

const Menu = styled.details`
  position: relative;
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  ul {
    position: absolute;
    display: flex;
    flex-direction: column;
    gap: 0;
    right: 0;
    top: calc(100% + 4px);
    z-index: 60;
    min-width: 11rem;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs};
    list-style: none;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: 0 12px 32px rgba(11, 16, 38, 0.12);
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    ${media.hover} {
      &:hover {
        background: ${({ theme }) => theme.color.subtle};
      }
    }
    &[aria-current] {
      font-weight: 700;
    }
  }
`;

/** The header's language menu: a native disclosure of plain links. */
export function LanguageMenu({ alternates }: { alternates: Alternates }) {
  const links = useLanguageLinks(alternates);
  const { intl, strings } = useLanguage();
  const current = links.find((link) => link.current);
  if (links.length < 2 || !current) return null;
  return (
    <Menu data-language-menu>
      <summary>
        <Icon name="globe" size={18} />
        <span aria-hidden="true">{current.code.toUpperCase()}</span>
        <VisuallyHidden>{formatMessage(strings.chrome.currentLanguage, intl, { language: current.name })}</VisuallyHidden>
      </summary>
      <ul>
        <LanguageItems links={links} />
      </ul>
    </Menu>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a[aria-current] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** The footer's list of languages, as plain links. */
export function LanguageList({ alternates }: { alternates: Alternates }) {
  const links = useLanguageLinks(alternates);
  const { strings } = useLanguage();
  if (links.length < 2) return null;
  return (
    <nav aria-label={strings.chrome.language}>
      <List>
        <LanguageItems links={links} />
      </List>
    </nav>
  );
}
