import styled from 'styled-components';
import { useLanguage } from '../i18n/language';
import { LanguageList, type Alternates } from './LanguageSwitcher';
import { media } from '../theme/theme';
import { Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { BANNER_SPACE_VAR } from '../runtime/cookieBanner';
import { SITE_FOOTER_ID } from '../constants';
import { Logo } from './Logo';
import { Icon } from '../ui/Icon';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space.xxl} 0 calc(${({ theme }) => theme.space.xl} + var(${BANNER_SPACE_VAR}, 0px));
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNightMuted};
  font-size: ${({ theme }) => theme.size.sm};
  a {
    color: ${({ theme }) => theme.color.onNight};
    text-decoration: none;
    ${media.hover} {
      &:hover {
        color: #ffffff;
        text-decoration: underline;
      }
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.size.sm};
    color: #ffffff;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  max-width: 22rem;
`;

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
`;

const CookieSettings = styled.button`
  padding: 0.5rem 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.onNight};
  font-size: inherit;
  cursor: pointer;
  ${media.hover} {
    &:hover {
      color: #ffffff;
      text-decoration: underline;
    }
  }
`;

export function SiteFooter({ alternates }: { alternates: Alternates }) {
  const { site, strings } = useLanguage();
  return (
    <Foot id={SITE_FOOTER_ID}>
      <Container>
        <Columns>
          <About>
            <Logo onDark />
            <p>{strings.chrome.footerTagline}</p>
            <Email href={`mailto:${site.contact.email}`}>
              <Icon name="mail" size={16} />
              {site.contact.email}
            </Email>
          </About>
          {site.footer.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Legal>
          {/* The build's year; the page script writes the year of the visit, which may be later. */}
          <p>
            © <span data-current-year>{new Date().getFullYear()}</span> {site.brand}. {strings.chrome.rightsReserved}
          </p>
          <LanguageList alternates={alternates} />
          <CookieSettings type="button" data-needs-script data-open-cookie-settings>
            {strings.chrome.cookieSettings}
          </CookieSettings>
        </Legal>
      </Container>
    </Foot>
  );
}
