import { describe, expect, it } from 'vitest';
import { blockSchemas, fieldKind, newBlock, resolve } from './schema';

describe('the editor\'s schemas', () => {
  it('resolves the shared shapes and knows links, choices and long text', () => {
    const hero = blockSchemas.get('hero')!;
    const action = resolve(hero.properties.actions.items!);
    expect(fieldKind('href', action.properties!.href, '/')).toBe('link');
    expect(fieldKind('variant', action.properties!.variant, 'primary')).toBe('choice');
    expect(fieldKind('lead', hero.properties.lead, 'Short')).toBe('longText');
    expect(fieldKind('title', hero.properties.title, 'Short')).toBe('text');
  });

  it('starts every block type from its schema\'s first example', () => {
    for (const [type, schema] of blockSchemas) expect(newBlock(type)).toEqual(schema.examples![0]);
  });
});
