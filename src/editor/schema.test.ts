import { describe, expect, it } from 'vitest';
import { blockSchemas, fieldKind, likelyBlockTypes, newBlock, newValue, resolve } from './schema';

describe('the editor\'s schemas', () => {
  it('resolves the shared shapes and knows links, choices and long text', () => {
    const hero = blockSchemas.get('hero')!;
    const action = resolve(hero.properties.actions.items!);
    expect(fieldKind('href', action.properties!.href, '/')).toBe('link');
    expect(fieldKind('variant', action.properties!.variant, 'primary')).toBe('choice');
    expect(fieldKind('lead', hero.properties.lead, 'Short')).toBe('longText');
    expect(fieldKind('title', hero.properties.title, 'Short')).toBe('text');
  });

  it('starts a new field or list item with the least value that fits its kind', () => {
    // A button: its required fields, the link one resolved through common.schema.json to a link.
    expect(newValue(blockSchemas.get('hero')!.properties.actions.items!)).toEqual({ label: 'New text', href: '/' });
    expect(newValue({ type: 'string', examples: ['Book a demo'] })).toBe('Book a demo');
    expect(newValue({ type: 'boolean' })).toBe(false);
    expect(newValue({ type: 'integer', minimum: 3 })).toBe(3);
    expect(newValue({ type: 'number' })).toBe(0);
    expect(newValue({ type: 'string', enum: ['tip', 'info'] })).toBe('tip');
    expect(newValue({ const: 'faq' })).toBe('faq');
    expect(newValue({ type: 'array', minItems: 1, items: { type: 'string' } })).toEqual(['New text']);
    expect(newValue({ type: 'array', items: { type: 'string' } })).toEqual([]);
    expect(newValue({ type: 'string', default: 'secondary' })).toBe('secondary');
  });

  it('starts every block type from its schema\'s first example', () => {
    for (const [type, schema] of blockSchemas) expect(newBlock(type)).toEqual(schema.examples![0]);
  });

  it('offers every block type for a type the site does not have, the misspellings and the types with its fields first', () => {
    expect(likelyBlockTypes({ type: 'heroo', title: 'Built for the businesses' })[0]).toBe('hero');
    expect(likelyBlockTypes({ type: 'faqs' })[0]).toBe('faq');
    // No type is near "quotes": the one whose fields the block has comes first.
    expect(likelyBlockTypes({ type: 'quotes', quote: 'Every call answered.', name: 'Sam' })[0]).toBe('testimonial');
    expect([...likelyBlockTypes({ type: 'heroo' })].sort()).toEqual([...blockSchemas.keys()].sort());
  });
});
