import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { manifest } from 'virtual:site';
import { CookieBanner } from '../layout/CookieBanner';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { NoScriptStyles } from '../layout/NoScriptStyles';
import { SkipLink } from '../layout/SkipLink';
import { PageAnalytics } from '../runtime/usePageAnalytics';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { ToastProvider } from '../ui/Toast';
import { NOT_FOUND, routeFor, withoutTrailingSlash } from './pageStore';
import { NotFoundView, PageView } from './PageView';
import { useLinkNavigation } from './useLinkNavigation';

const Main = styled.main`
  min-height: 70vh;
  padding-top: ${({ theme }) => theme.layout.header};
  &:focus {
    outline: none;
  }
`;

const Loading = styled.p.attrs({ role: 'status', children: 'Loading...' })`
  display: grid;
  place-items: center;
  min-height: 60vh;
  color: ${({ theme }) => theme.color.muted};
`;

/** `npm run dev` only: /_blocks shows every block type from its schema's examples. Production builds drop it. */
const BlockCatalogue = import.meta.env.DEV ? lazy(() => import('../catalogue/BlockCatalogue')) : undefined;

/**
 * A boundary of its own for each route: navigation runs in a transition, and React would otherwise keep the old
 * page on screen instead of showing "Loading..." while the new page's chunk arrives.
 */
function Loadable({ route, children }: { route: string; children: ReactNode }) {
  return (
    <Suspense key={route} fallback={<Loading />}>
      {children}
    </Suspense>
  );
}

const redirects = new Map(manifest.redirects.map(({ from, to }) => [from, to]));

/** What the address shows: an alias's redirect, a page of the site, or the 404 page. */
function CurrentPage() {
  const path = withoutTrailingSlash(useLocation().pathname);
  const redirect = redirects.get(path);
  if (redirect) return <Navigate to={redirect} replace />;
  if (BlockCatalogue && path === '/_blocks') {
    return (
      <Loadable route={path}>
        <BlockCatalogue />
      </Loadable>
    );
  }
  const route = routeFor(path);
  return (
    <Loadable route={route}>
      {route === NOT_FOUND ? <NotFoundView /> : <PageView route={route} />}
      <PageAnalytics />
    </Loadable>
  );
}

export function App() {
  useLinkNavigation();
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <GlobalStyle />
        <NoScriptStyles />
        <CookieBanner />
        <SkipLink />
        <SiteHeader />
        <Main id="main" tabIndex={-1}>
          <CurrentPage />
        </Main>
        <SiteFooter />
      </ToastProvider>
    </ThemeProvider>
  );
}
