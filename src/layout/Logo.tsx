import styled from 'styled-components';
import { formatMessage } from '../i18n/format';
import { useLanguage } from '../i18n/language';
import { localizedRoute } from '../i18n/routes';

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.3rem;
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
`;

/** The wordmark with a sound-wave mark; it always leads home. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const { code, intl, site, strings } = useLanguage();
  const home = localizedRoute('/', code, site.locales[0].code);
  return (
    <Home href={home} aria-label={formatMessage(strings.chrome.homeLink, intl, { brand: site.brand })} style={onDark ? { color: '#ffffff' } : undefined}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#4338ca" />
        <path d="M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {site.brand}
    </Home>
  );
}
