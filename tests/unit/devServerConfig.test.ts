import { join } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './checkFixture.ts';

describe('the dev server', () => {
  it('loads its configuration without warnings', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, join(repoRoot, 'vite.config.ts'), repoRoot, 'warn', logger);
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
