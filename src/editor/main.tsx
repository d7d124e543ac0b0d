import '../theme/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { languages } from 'virtual:collections';
import { LanguageContext } from '../i18n/language';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { EditorApp } from './EditorApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageContext value={languages[0]}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <EditorApp />
    </ThemeProvider>
    </LanguageContext>
  </StrictMode>,
);
