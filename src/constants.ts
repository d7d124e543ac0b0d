/** Facts shared by the content checker, the server render, the build and the browser code, each declared once. */

/**
 * The route of the 404 page, in every language: it answers addresses that are no page, and has none of its own, so no
 * address can look like it. It is written to dist/ as notFoundOutputPath (scripts/builder/outputPath.ts) says.
 */
export const NOT_FOUND_ROUTE = '(not-found)';
export const isNotFound = (page: { route: string }) => page.route === NOT_FOUND_ROUTE;

/** Addresses ignore a trailing slash: /about/ is /about. The home page keeps its one slash. */
export const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Marks the style element that holds a rendered page's styles, so the dev server's preview can swap it. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';
/**
 * The id of the element in which a page names the routes its islands' links lead to (src/app/PageView.tsx): the only
 * routes the browser's bundle knows (clientSiteModuleCode, src/content/bundledSite.ts).
 */
export const ISLAND_ROUTES_ID = 'island-routes';
/** The site's virtual modules: the configuration and manifest, and on the dev server the pages and collections. */
export const SITE_ID = 'virtual:site';
export const PAGES_ID = 'virtual:pages';
export const COLLECTIONS_ID = 'virtual:collections';
/** Sent by the dev server when page content changed, so the open page renders anew (src/runtime/devPreview.ts). */
export const CONTENT_CHANGED_EVENT = 'site:content-changed';
/** Dispatched on window with the new ConsentChoice as `detail` when the visitor accepts or declines. */
export const CONSENT_CHANGED_EVENT = 'ringwell:consent-changed';
/** The site footer's id: the header's menu links to it without JavaScript, the cookie banner keeps room in it. */
export const SITE_FOOTER_ID = 'site-footer';
/**
 * The element after a page's first block (and its breadcrumbs and article header before it): the browser paints
 * nothing until it has parsed it (a `rel="expect"` link in the page's head). Without it, a phone's parser that paused
 * within the first screen painted the header alone, and the first screen's words a frame or two later.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
/** Dispatched on window to open the cookie banner again, from the footer's "Cookie settings". */
export const OPEN_COOKIE_SETTINGS_EVENT = 'ringwell:open-cookie-settings';

/**
 * When an interactive block type's code loads in the browser, declared once as `island` in its block record: at once
 * (`load`), when the browser is idle (`idle`), or as it comes near the viewport (`visible`). A block without one is
 * static: its blocks ship no JavaScript.
 */
export const ISLAND_SCHEDULES = ['load', 'idle', 'visible'] as const;
export type IslandSchedule = (typeof ISLAND_SCHEDULES)[number];
