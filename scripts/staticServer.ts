import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** Starts `npm run serve` (dist/, as a static host serves it) on a port, for the benchmarks; resolves once it listens. */
export async function startStaticServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serve.ts'), `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`The static server stopped (exit ${code}). Run \`npm run build\` first.`)));
  });
  return server;
}
