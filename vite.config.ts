import { defineConfig } from 'vite';
import { servePages } from './scripts/dev/servePages.ts';
import { siteConfig } from './scripts/builder/viteConfig.ts';
import { sitePages } from './src/content/vitePlugin.ts';
import { editorApi } from './src/editor/server/editorApi.ts';
import { editorImages } from './src/editor/server/editorImages.ts';

// SITE_PAGES_DIR and SITE_TRANSLATIONS_DIR let a test serve a scratch copy of pages/ and translations/ that it may edit.
const { SITE_PAGES_DIR: pagesDir, SITE_TRANSLATIONS_DIR: translationsDir } = process.env;
const shared = siteConfig(sitePages(import.meta.dirname, pagesDir, translationsDir));

export default defineConfig({
  ...shared,
  plugins: [
    ...shared.plugins,
    // The page editor at /_edit (dev only): its API, and the pictures in public/ it offers.
    editorApi(import.meta.dirname, pagesDir, translationsDir),
    editorImages(import.meta.dirname),
    servePages(import.meta.dirname),
  ],
  // Pages are rendered on the server, in development too (scripts/dev/servePages.ts): no single-page fallback.
  appType: 'custom',
  // The dev server prebundles the packages of every browser entry up front: islands, the catalogue and the editor are
  // loaded later than the page script, and packages found only then would make it reload the page.
  optimizeDeps: {
    entries: ['src/entry-client.ts', 'src/runtime/reactIsland.tsx', 'src/blocks/**/*.{ts,tsx}', 'src/catalogue/main.tsx', 'src/editor/main.tsx'],
  },
  server: { port: 5173 },
});
