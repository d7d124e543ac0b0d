/**
 * Builds the browser's script and the server bundle into a bundle folder of the build cache, in a process of its own
 * (scripts/build.ts starts it): what Vite holds in memory is given back when it ends, before the pages are rendered.
 *
 *   node --import tsx scripts/builder/bundles.ts <bundle folder>
 *
 * The folder holds site.json, the site's configuration and categories (BundledSite): all the bundles hold of the
 * content, so that adding a page changes no bundle.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { clientSiteModuleCode, serverSiteModuleCode, type BundledSite } from '../../src/content/bundledSite';
import { COLLECTIONS_ID, PAGES_ID, SITE_ID } from '../../src/constants';
import { siteConfig } from './viteConfig';
import { devOnlyLeaks } from './devOnly';

const root = join(import.meta.dirname, '..', '..');
/**
 * The bundle folder: the argument, or, from scripts/build.ts, which starts this process while the content is checked,
 * the folder it sends once the check has made the manifest. If it goes away instead (the check failed), there is
 * nothing to build.
 */
function bundleFolder(): Promise<string> {
  if (process.argv[2]) return Promise.resolve(process.argv[2]);
  return new Promise((resolve) => {
    const nothingToBuild = () => process.exit(0);
    process.once('disconnect', nothingToBuild);
    process.once('message', (folder: string) => {
      process.off('disconnect', nothingToBuild);
      // The channel has served its purpose: it no longer keeps the process alive.
      process.channel?.unref();
      resolve(folder);
    });
  });
}

const bundleDir = await bundleFolder();
const site: BundledSite = JSON.parse(readFileSync(join(bundleDir, 'site.json'), 'utf8'));

/**
 * `virtual:site`: the server's reads the manifest it is given, the browser's holds the site's configuration and
 * categories. Pages' documents and collections reach a page through its data, never a bundle.
 */
function builtSiteModules(): Plugin {
  return {
    name: 'site-modules',
    enforce: 'pre',
    resolveId(id) {
      if (id === SITE_ID) return `\0${SITE_ID}`;
      if (id.startsWith(PAGES_ID) || id.startsWith(COLLECTIONS_ID)) {
        this.error(`${id} is for the dev server only: a block reads other pages' summaries from useCurrentPage().extras (pageExtras).`);
      }
    },
    load(id, options) {
      if (id === `\0${SITE_ID}`) return options?.ssr ? serverSiteModuleCode() : clientSiteModuleCode(site);
    },
  };
}

const config = siteConfig(builtSiteModules());
const clientDir = join(bundleDir, 'client');
await build({ ...config, configFile: false, root, logLevel: 'warn', build: { ...config.build, outDir: clientDir, emptyOutDir: true, manifest: true } });
await build({
  ...config,
  configFile: false,
  root,
  logLevel: 'warn',
  build: { ...config.build, ssr: 'src/entry-server.tsx', outDir: join(bundleDir, 'server'), emptyOutDir: true, copyPublicDir: false },
});
// The page template is not served: every page, the home page's index.html among them, is written from it.
renameSync(join(clientDir, 'index.html'), join(bundleDir, 'template.html'));
const leaks = devOnlyLeaks(clientDir);
if (leaks.length > 0) {
  console.error(`dev-server-only code reached the build:\n${leaks.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(bundleDir, 'complete'), '');
