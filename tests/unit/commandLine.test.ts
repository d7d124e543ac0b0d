import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './checkFixture.ts';

function run(script: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', script), ...args], { cwd: repoRoot, encoding: 'utf8' });
}

describe.each([
  { command: 'translations', script: 'translations.ts', known: '--fill' },
  { command: 'validate', script: 'validate.ts', known: '--strict' },
  { command: 'migrate', script: 'migrate.ts', known: '--dry-run' },
])('npm run $command', ({ command, script, known }) => {
  it('prints its usage with --help and exits 0, doing nothing else', () => {
    const result = run(script, '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: npm run ${command} -- .*${known}`));
    expect(result.stderr).toBe('');
  });

  it('refuses an option it does not know, saying which, with its usage, and exits 2', () => {
    const typo = `${known.slice(0, -1)}x`;
    const result = run(script, typo);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(new RegExp(`^"${typo}" is not an option of this command\\. Did you mean "${known}"\\?\\n\\nUsage: npm run ${command} -- `));
  });
});

describe('npm run translations --fill', () => {
  it('refuses to run without the language to fill in, and exits 2', () => {
    const result = run('translations.ts', '--fill');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^--fill needs a value after it\.\n\nUsage: npm run translations -- \[--fill <code>\]/);
  });
});
