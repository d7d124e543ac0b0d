import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { treeShakeRouter } from '../../scripts/build/treeShakeRouter';
import { repoRoot } from './checkFixture';

/** An entry that uses React Router as the site does: the router, its location, navigation and search parameters. */
const entry: Plugin = {
  name: 'router-entry',
  resolveId: (id) => (id === 'router-entry' ? id : undefined),
  load: (id) =>
    id === 'router-entry'
      ? `export { BrowserRouter, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';`
      : undefined,
};

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rollupOptions: { input: 'router-entry', preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

// Code of two components the site does not use: <ScrollRestoration> and <Form>.
const UNUSED = ['react-router-scroll-positions', 'application/x-www-form-urlencoded'];

describe('the client build drops the parts of React Router the site does not use', () => {
  it('keeps them without the transform, and drops them with it', { timeout: 60_000 }, async () => {
    const plain = await bundle([]);
    const shaken = await bundle([treeShakeRouter()]);
    for (const marker of UNUSED) expect(plain, `the plain bundle has ${marker}`).toContain(marker);
    for (const marker of UNUSED) expect(shaken, `the shaken bundle has ${marker}`).not.toContain(marker);
    expect(shaken).toContain('popstate');
    expect(shaken.length).toBeLessThan(plain.length * 0.7);
  });
});
