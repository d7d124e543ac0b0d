/**
 * /_edit on the dev server: the list of pages, or with `?file=pages/about.yaml` that page's editor. Only the dev
 * server serves it (scripts/dev/servePages.ts); React draws it in the browser (src/editor/main.tsx).
 */
import { manifest } from 'virtual:site';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';

export function EditorApp() {
  const file = new URLSearchParams(window.location.search).get('file');
  return (
    <>
      <title>{`${file ? `${file.replace(/^.*\//, '')} · ` : ''}Page editor | ${manifest.site.brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {file ? <PageEditor file={file} /> : <main><PageList /></main>}
    </>
  );
}
