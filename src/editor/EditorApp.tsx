/**
 * /_edit on the dev server: the list of pages, or with `?file=pages/about.yaml` that page's editor, and with
 * `&lang=de` its German translation's. Only the dev server serves it (scripts/dev/servePages.ts); React draws it in
 * the browser (src/editor/main.tsx).
 */
import { manifest } from 'virtual:site';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';
import { TranslationEditor } from './TranslationEditor';

export function EditorApp() {
  const query = new URLSearchParams(window.location.search);
  const file = query.get('file');
  const lang = query.get('lang');
  return (
    <>
      <title>{`${file ? `${file.replace(/^.*\//, '')}${lang ? ` (${lang})` : ''} · ` : ''}Page editor | ${manifest.site.brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {file && lang && lang !== manifest.site.locales[0].code ? <TranslationEditor file={file} code={lang} /> : file ? <PageEditor file={file} /> : <main><PageList /></main>}
    </>
  );
}
