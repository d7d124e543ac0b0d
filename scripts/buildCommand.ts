import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm run build` runs (package.json's script), as the program and its arguments followed by `args`: for the
 * benchmark and the tests that build a project without npm's own start-up in the way.
 */
export function buildCommand(project: string, ...args: string[]): [string, string[]] {
  const { scripts } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { scripts: { build: string } };
  const [program, ...scriptArgs] = scripts.build.split(' ');
  if (program !== 'node') throw new Error(`package.json's build script should start with node: ${scripts.build}`);
  return [process.execPath, [...scriptArgs, ...args]];
}
