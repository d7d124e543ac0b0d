/**
 * Dev server only: when page content changes, the open page is rendered anew on the server and its body, title and
 * styles swapped in place, so an author sees a save at once, where they were, and exactly as the build renders it.
 */
import { CONTENT_CHANGED_EVENT, PAGE_STYLES_ATTRIBUTE } from '../constants';

export function startDevPreview(hot: NonNullable<ImportMeta['hot']>, restart: () => void): void {
  hot.on(CONTENT_CHANGED_EVENT, async () => {
    const response = await fetch(location.href, { headers: { Accept: 'text/html' } });
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    // A content problem answers with Vite's error page; its overlay shows the problem instead.
    if (!next.getElementById('main')) return location.reload();
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
    document.title = next.title;
    for (const style of document.head.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) style.remove();
    document.head.append(...next.head.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`));
    document.body.replaceChildren(...next.body.childNodes);
    restart();
  });
}
