import { describe, expect, it } from 'vitest';
import { schemaIndex } from './schemaIndex';

const BASE = 'https://example.org/schemas/';

/** Two files that both define `link`, differently, as the page schema and common.schema.json could. */
function twoFiles() {
  const common = {
    $id: `${BASE}common.schema.json`,
    definitions: {
      link: { title: 'Link', description: 'Where a link goes.', type: 'string', format: 'link' },
      action: { type: 'object', properties: { href: { $ref: '#/definitions/link' } } },
    },
  };
  const block = {
    $id: `${BASE}blocks/cta.schema.json`,
    properties: {
      href: { $ref: '../common.schema.json#/definitions/link' },
      described: { $ref: '../common.schema.json#/definitions/link', description: 'Where the button leads.' },
      own: { $ref: '#/definitions/link' },
      action: { $ref: '../common.schema.json#/definitions/action' },
      missingFile: { $ref: '../nowhere.schema.json#/definitions/link' },
      missingName: { $ref: '../common.schema.json#/definitions/nothing' },
    },
    definitions: { link: { title: 'Own link', type: 'string' } },
  };
  return { common, block, schemas: schemaIndex([common, block]) };
}

describe('following a $ref', () => {
  it('reads it relative to the file it is written in, so two files may define the same name', () => {
    const { common, block, schemas } = twoFiles();
    expect(schemas.resolve(block.properties.href)).toBe(common.definitions.link);
    expect(schemas.resolve(block.properties.own)).toBe(block.definitions.link);
    const action = schemas.resolve(block.properties.action) as unknown as typeof common.definitions.action;
    expect(schemas.resolve(action.properties.href)).toBe(common.definitions.link);
  });

  it('keeps the referring field’s own description and leaves a node without $ref as it is', () => {
    const { common, block, schemas } = twoFiles();
    expect(schemas.resolve(block.properties.described)).toEqual({ ...common.definitions.link, description: 'Where the button leads.' });
    expect(schemas.resolve(common.definitions.link)).toBe(common.definitions.link);
    expect(schemas.file(`${BASE}common.schema.json`)).toBe(common);
  });

  it('says which reference leads nowhere', () => {
    const { block, schemas } = twoFiles();
    expect(() => schemas.resolve(block.properties.missingFile)).toThrow(
      `The schema ${BASE}blocks/cta.schema.json refers to ../nowhere.schema.json#/definitions/link, which no schema file is.`,
    );
    expect(() => schemas.resolve(block.properties.missingName)).toThrow('refers to ../common.schema.json#/definitions/nothing, which names nothing.');
    expect(() => schemas.resolve({ $ref: '#/definitions/link' })).toThrow('is in none of the schema files given to schemaIndex');
  });
});
