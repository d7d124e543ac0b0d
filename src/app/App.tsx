import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { SkipLink } from '../layout/SkipLink';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { knownRoutes } from './pageStore';
import { NotFoundView, PageView } from './PageView';

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

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SkipLink />
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Routes>
            {knownRoutes.map((path) => (
              <Route key={path} path={path} element={<PageView route={path} />} />
            ))}
            <Route path="*" element={<NotFoundView />} />
          </Routes>
        </Suspense>
      </Main>
      <SiteFooter />
    </ThemeProvider>
  );
}
