import '../theme/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { EditorApp } from './EditorApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <EditorApp />
    </ThemeProvider>
  </StrictMode>,
);
