import styled, { ThemeProvider } from 'styled-components';
import { isNotFound } from '../constants';
import type { SitePageData } from '../content/virtualPages';
import { LanguageContext } from '../i18n/language';
import { CookieBanner } from '../layout/CookieBanner';
import { LanguageSuggestion } from '../layout/LanguageSuggestion';
import { NoScriptStyles } from '../layout/NoScriptStyles';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { SkipLink } from '../layout/SkipLink';
import { SpeculationRules } from '../layout/SpeculationRules';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { ToastRegion } from '../ui/Toast';
import { PageView } from './PageView';

const Main = styled.main`
  min-height: 70vh;
  padding-top: ${({ theme }) => theme.layout.header};
  &:focus {
    outline: none;
  }
`;

/**
 * Everything a page's body shows: the site's chrome around the page's blocks. It is rendered on the server only; in
 * the browser, plain scripts run the chrome (src/entry-client.ts) and React runs only the islands. `cookieBanner` is
 * the address of the cookie banner's asset in the page's language (src/entry-server.tsx renders it).
 */
export function SitePage({ page, cookieBanner }: { page: SitePageData; cookieBanner: string }) {
  return (
    <LanguageContext value={page.language}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NoScriptStyles />
      <SkipLink />
      <SiteHeader route={page.route} alternates={page.alternates} />
      <Main
        id="main"
        tabIndex={-1}
        data-page-kind={page.doc.kind ?? 'page'}
        data-route={page.alternates[0]?.route}
        data-not-found={isNotFound(page) || undefined}
      >
        <PageView page={page} />
      </Main>
      <SiteFooter alternates={page.alternates} />
      <CookieBanner src={cookieBanner} />
      {page.suggestions && page.suggestions.length > 0 && <LanguageSuggestion suggestions={page.suggestions} />}
      <ToastRegion />
      <SpeculationRules />
    </ThemeProvider>
    </LanguageContext>
  );
}
