/**
 * `npm run serve`: serves dist/ the way a static host does (scripts/serve/siteServer.ts), for trying the build and
 * for the browser tests. `--port=N` or PORT chooses the port; 0 takes a free one.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteServer } from './serve/siteServer';

const outDir = join(import.meta.dirname, '../dist');
const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? process.env.PORT ?? 4174);

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('dist/ has no build yet. Run `npm run build` first.');
  process.exit(1);
}

const server = createSiteServer(outDir);
server.listen(port, () => console.log(`Serving dist/ at http://localhost:${(server.address() as AddressInfo).port}`));
