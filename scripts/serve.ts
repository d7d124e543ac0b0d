/**
 * `npm run serve`: serves dist/ the way a static host does (scripts/serve/siteServer.ts), for trying the build and
 * for the browser tests. `--port=N` or PORT chooses the port; 0 takes a free one. It listens on 127.0.0.1, this machine
 * only, unless `--host=ADDRESS` or HOST says otherwise (`--host=0.0.0.0` for every interface).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteServer } from './serve/siteServer';

const outDir = join(import.meta.dirname, '../dist');
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(option('port') ?? process.env.PORT ?? 4174);
const host = option('host') ?? process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('dist/ has no build yet. Run `npm run build` first.');
  process.exit(1);
}

const server = createSiteServer(outDir);
server.listen(port, host, () => {
  const { address, port: listening } = server.address() as AddressInfo;
  console.log(`Serving dist/ at http://${address.includes(':') ? `[${address}]` : address}:${listening}`);
});
