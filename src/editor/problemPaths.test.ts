import { describe, expect, it } from 'vitest';
import { pathAt } from './problemPaths';

describe('pathAt', () => {
  it('names the value at a line and column', () => {
    const text = 'meta:\n  title: A\nblocks:\n  - type: hero\n    actions:\n      - label: Go\n        href: /nowhere\n';
    expect(pathAt(text, 7, 15)).toBe('blocks[0].actions[0].href');
    expect(pathAt(text, 2, 10)).toBe('meta.title');
  });
});
