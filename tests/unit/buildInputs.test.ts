import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkerKey, shareImageCodeKey } from '../../scripts/build/buildInputs';
import { scratchProject } from '../../scripts/scratchProject';

/** The cache keys of code are found from imports: a change to any file the code runs changes the key. */
describe('the build cache keys of code', () => {
  const project = scratchProject('build-inputs-');
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const changes = (key: (root: string) => string, file: string) => {
    const before = key(project);
    appendFileSync(join(project, file), '\n// changed\n');
    return key(project) !== before;
  };

  it('of share images follow the code that draws them, down to the PNG writer and the theme', () => {
    expect(changes(shareImageCodeKey, 'scripts/build/png.ts')).toBe(true);
    expect(changes(shareImageCodeKey, 'src/theme/theme.ts')).toBe(true);
    expect(changes(shareImageCodeKey, 'src/blocks/Cta/Cta.tsx')).toBe(false);
  });

  it("of check results follow the checker's code, its worker thread and the schemas", () => {
    expect(changes(checkerKey, 'src/content/lint.ts')).toBe(true);
    expect(changes(checkerKey, 'src/content/checkWorker.ts')).toBe(true);
    expect(changes(checkerKey, 'schemas/blocks/cta.schema.json')).toBe(true);
    expect(changes(checkerKey, 'src/blocks/Cta/Cta.tsx')).toBe(false);
  });
});
