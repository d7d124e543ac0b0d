import type { Plugin } from 'vite';

/**
 * React Router ships its components as `React.forwardRef(...)` and `React.createContext(...)` calls followed by
 * `X.displayName = "X"` statements. The bundler must assume such calls and property writes have effects, so every
 * component of the package (forms, fetchers, scroll restoration, prefetching) reached the browser although the site
 * uses only the router, its location and navigation. The calls are pure and `displayName` only names a component in
 * developer tools, so this marks the calls pure and drops the names in the client build, and unused components fall
 * away. Should the package change its shape, nothing matches and the bundle is merely larger (`npm run bench:size`).
 */
export function treeShakeRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\//.test(id)) return;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(createContext|forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
    },
  };
}
