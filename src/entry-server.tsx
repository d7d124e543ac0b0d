import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { loadPage } from './app/pageStore';
import type { PageDocument } from './generated/schema-types';

export { collections } from 'virtual:collections';
export { pageFiles } from 'virtual:page-files';
export { manifest } from 'virtual:site';

export interface RenderedPage {
  /** The app's markup for the root element. */
  html: string;
  /** The page's styles as style elements for the head. */
  styles: string;
  /** The document the page was rendered from. */
  doc: PageDocument;
}

/** Renders one route to HTML, with its page chunk loaded first so nothing suspends. */
export async function renderRoute(url: string, route: string): Promise<RenderedPage> {
  const { doc } = await loadPage(route);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), doc };
  } finally {
    sheet.seal();
  }
}
