import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../content/schemaFields';
import { schemaIndex } from '../content/schemaIndex';
import { blockFields } from './schemaFields';

const schemaDir = join(import.meta.dirname, '..', '..', 'schemas');
const read = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8'));
const fieldsOf = (type: string) => {
  const block = read(`blocks/${type}.schema.json`) as FieldSchema;
  return blockFields(block, schemaIndex([read('common.schema.json'), block]));
};

describe('block fields for the catalogue', () => {
  it('lists fields with their type, whether required and their description, resolving shared definitions', () => {
    const rows = fieldsOf('hero');
    expect(rows.map((row) => row.name)).toEqual([
      'id',
      'eyebrow',
      'title',
      'highlight',
      'lead',
      'actions',
      'actions[].label',
      'actions[].href',
      'actions[].variant',
      'stats',
      'stats[].value',
      'stats[].label',
      'statsFrom',
      'flags',
      'visual',
      'visual.caller',
      'visual.business',
      'visual.lines',
      'visual.lines[].speaker',
      'visual.lines[].text',
      'visual.outcome',
      'visual.outcome.title',
      'visual.outcome.detail',
    ]);
    expect(rows.find((row) => row.name === 'title')).toEqual({
      name: 'title',
      type: 'string',
      required: true,
      description: "The page's main headline, the largest text on the page; a page has one.",
    });
    expect(rows.find((row) => row.name === 'actions')).toMatchObject({ type: 'Action[], 1–2 items', required: false });
    expect(rows.find((row) => row.name === 'actions[].href')).toMatchObject({ type: 'Link', required: true });
    expect(rows.find((row) => row.name === 'actions[].variant')?.type).toBe('"primary" | "secondary"');
    expect(rows.find((row) => row.name === 'flags')?.description).toMatch(/Default: false\.$/);
  });

  it('names nested objects with dots, counts long lists of values and gives number bounds', () => {
    const prose = fieldsOf('prose');
    expect(prose.find((row) => row.name === 'content[].table.rows')).toMatchObject({ type: 'string[][], at least 1 item', required: true });
    expect(fieldsOf('stats').find((row) => row.name === 'badges[].icon')?.type).toMatch(/^Icon \(one of \d+ values\)$/);
    expect(fieldsOf('roi-calculator').find((row) => row.name === 'defaults.recoveredPercent')?.type).toBe('integer, 0–100');
  });
});
