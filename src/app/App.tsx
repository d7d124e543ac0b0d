import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
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
import { knownRoutes, NOT_FOUND } from './pageStore';
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
          <Routes>
            {knownRoutes.map((path) => (
              <Route key={path} path={path} element={<Loadable route={path}><PageView route={path} /><PageAnalytics /></Loadable>} />
            ))}
            {BlockCatalogue && <Route path="/_blocks" element={<Loadable route="/_blocks"><BlockCatalogue /></Loadable>} />}
            {manifest.redirects.map(({ from, to }) => (
              <Route key={from} path={from} element={<Navigate to={to} replace />} />
            ))}
            <Route path="*" element={<Loadable route={NOT_FOUND}><NotFoundView /><PageAnalytics /></Loadable>} />
          </Routes>
        </Main>
        <SiteFooter />
      </ToastProvider>
    </ThemeProvider>
  );
}
