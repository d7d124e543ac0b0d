import { ISLAND_ROUTES_ID } from '../constants.ts';
import type { Manifest } from './manifest';

/**
 * What the build's bundles hold of the site: its configuration and categories, which every page reads, and none of
 * what changes as pages are added, so that adding one changes no bundle. `virtual:site` in each (on the dev server, it
 * is the whole manifest: siteModuleCode).
 */
export type BundledSite = Pick<Manifest, 'site' | 'categories'>;

export const bundledSiteOf = ({ site, categories }: Manifest): BundledSite => ({ site, categories });

/** Where the build puts the manifest for the server bundle, which reads it when it is loaded. */
const MANIFEST_GLOBAL = 'ringwell.site-manifest';

/** Gives the server bundle the manifest to render with; called before the bundle is loaded. */
export function provideManifest(manifest: Manifest): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(MANIFEST_GLOBAL)] = manifest;
}

/** The code of `virtual:site` in the build's server bundle: the manifest it was given (provideManifest). */
export const serverSiteModuleCode = () =>
  `const manifest = globalThis[Symbol.for(${JSON.stringify(MANIFEST_GLOBAL)})];\n` +
  `if (!manifest) throw new Error('The server bundle renders with the manifest the build gives it: call provideManifest before loading it.');\n` +
  `export { manifest };`;

/**
 * The code of `virtual:site` in the build's browser bundle, which only islands load. Its routes are those the page's
 * islands link to, which the page names; its redirects none, as only the server and the host follow them; and the
 * collections' counts only the server shows.
 */
export const clientSiteModuleCode = (site: BundledSite) =>
  `export const manifest = { ...${JSON.stringify(site)}, routes: JSON.parse(document.getElementById(${JSON.stringify(ISLAND_ROUTES_ID)})?.textContent ?? '[]'), redirects: [], ` +
  `get counts() { throw new Error(${JSON.stringify("The collections' counts are not in the browser's bundle: only the server shows them.")}); } };`;
