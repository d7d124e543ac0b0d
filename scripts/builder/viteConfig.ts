/**
 * The Vite configuration the dev server (vite.config.ts) and the build's bundles (./bundles.ts) share. A module of its
 * own, apart from the dev server's plugins (the editor's API, the content checker behind the site's modules): the
 * bundler's process loaded those with the configuration, ~0.6 s of CPU a clean build for code it never ran.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { PAGE_SCRIPT } from '../dev/servePages.ts';

/**
 * What the dev server and the build (scripts/build.ts) share: the site's modules from pages/ (`sitePagesPlugin`),
 * React, and the transform that keeps styled-components' class names stable between server and browser.
 */
export function siteConfig(sitePagesPlugin: Plugin): UserConfig & { plugins: PluginOption[] } {
  return {
    plugins: [sitePagesPlugin, pageScriptAfterFirstPaint(), faviconInPage(), compiledOnLoad(), componentIdsFromProjectPaths(), react()],
    // Stable styled-components class names, so server-rendered HTML and the hydrated app agree: Oxc's own transform, as
    // it runs beside TypeScript's and JSX's in the same pass (Babel's plugin took a second of the build's bundling).
    // Component names in them help while developing; the build leaves them out (~0.5 KB compressed off a page, enough
    // to bring an industry page's HTML inside the first round trip's 14.6 KB).
    oxc: { plugins: { styledComponents: { ssr: true, displayName: process.env.NODE_ENV !== 'production', fileName: false, pure: true } } },
    // Browsers that run the islands' code all preload modules without help.
    build: { target: 'es2022', modulePreload: { polyfill: false } },
    // Node loads styled-components' CommonJS build, whose default export is not the styled function; bundle its ES build.
    ssr: { noExternal: ['styled-components'] },
  };
}

/**
 * The page script runs the chrome and schedules islands; nothing on the first screen waits for it. So it is requested
 * once the page has painted its content, and its module preloads go: the first paint's styles have the network and
 * the main thread to themselves. The page script brings in the brand faces (src/runtime/brandFaces.ts), so their
 * files too load after the first paint, never before it. Browsers without paint timing load it at once.
 */
function pageScriptAfterFirstPaint(): Plugin {
  return {
    name: 'page-script-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        const src = chunk ? `/${chunk.fileName}` : PAGE_SCRIPT;
        const tag = `<script type="module"${chunk ? ' crossorigin' : ''} src="${src}"></script>`;
        // The dev server's other pages (the block catalogue, the editor) have scripts of their own.
        if (!html.includes(tag)) return html;
        const loader = [
          `const load = () => import(${JSON.stringify(src)});`,
          "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
          '  new PerformanceObserver((entries, observer) => {',
          "    if (!entries.getEntriesByName('first-contentful-paint').length) return;",
          '    observer.disconnect();',
          '    load();',
          "  }).observe({ type: 'paint', buffered: true });",
          '} else load();',
        ].join('\n');
        return html.replace(tag, `<script type="module">\n${loader}\n</script>`).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      },
    },
  };
}

/**
 * Oxc's styled-components transform names each component after a hash of its file's absolute path, so a checkout in
 * another folder built other class names, other scripts and other file names for them: a host building from its own
 * folder sent visitors every script anew. This names them after the file's path in the project instead, as Babel's
 * plugin does. Oxc's hash takes five or six characters, this one six: where it was five, the rest of that line of
 * the dev server's source map points a character early.
 */
function componentIdsFromProjectPaths(): Plugin {
  let root = process.cwd();
  return {
    name: 'component-ids-from-project-paths',
    enforce: 'post',
    configResolved: (config) => void (root = config.root),
    transform(code, id) {
      if (!code.includes('componentId')) return;
      const projectPath = relative(root, id.split('?')[0]).replaceAll('\\', '/');
      const hash = BigInt(`0x${createHash('sha256').update(projectPath).digest('hex').slice(0, 12)}`).toString(36).slice(-6).padStart(6, '0');
      return { code: code.replace(/(componentId:\s*["'`]sc-)[a-z0-9]+(-\d+["'`])/g, `$1${hash}$2`), map: null };
    },
  };
}

/**
 * The favicon (public/favicon.svg, 228 bytes) written into every page as a data: URL instead of linked. Chromium asked
 * for the linked file while the page was still being laid out, before its first paint, and Lighthouse's simulation
 * counts a request that ends before the largest paint as one the paint waited for: a round trip more on a phone's
 * network whenever it ended first (3 loads of 3 of the home page on a busy machine). In the page it costs ~130 bytes of
 * brotli and no request. The file stays for whatever asks for it by name (the organization's logo in the structured
 * data).
 */
function faviconInPage(): Plugin {
  const favicon = '/favicon.svg';
  return {
    name: 'favicon-in-page',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL(`../../public${favicon}`, import.meta.url), 'utf8').trim();
      // Quotes turned to apostrophes and only what a URL cannot hold as it is escaped: the shortest data: URL of an SVG.
      const dataUrl = `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%\s]/g, encodeURIComponent)}`;
      return html.replace(`rel="icon" href="${favicon}"`, `rel="icon" href="${dataUrl}"`);
    },
  };
}

/**
 * The browser's code is compiled whole as it loads: V8's compile hint for a file whose functions all run, which the
 * browser compiles off the main thread while a large file streams in. Without it, each function is compiled on the main
 * thread the first time it runs: an island's first tap ran some 56 of React's functions for the first time (~15 ms at
 * 4x CPU slowdown), and a first tap on the menu the page script's listeners. React's own chunk keeps it too: without
 * it, the first tap's processing on an island grew (bench:inp, alternating builds: pricing currency 10 -> 40 ms, ROI
 * currency 8 -> 22, contact submit 8 -> 19), while /blog's blocking time did not measurably fall (Lighthouse TBT
 * 416 with it, 427 and 456 without).
 */
function compiledOnLoad(): Plugin {
  return {
    name: 'compiled-on-load',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    // Last, after minification (which drops comments) and Vite's own additions at the top of a file. A file's name
    // keeps the hash of its code without the comment, which changes only how the browser compiles it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}
