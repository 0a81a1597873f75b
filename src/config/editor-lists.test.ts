import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineEditorLists } from './editor-lists.js';
import { readMetaSchemas } from './files.js';
import { checkEditorLists } from './types-drift.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const lists = { definitions: { formId: { type: 'string', examples: ['a', 'b'] } } };

describe('editor lists', () => {
  it('inlines a reference as examples under the node\'s own keywords, from any folder depth', () => {
    const schema = {
      properties: {
        form: { $ref: 'generated/editor-lists.json#/definitions/formId', type: 'string', description: 'Form id' },
        deep: { items: { $ref: '../generated/editor-lists.json#/definitions/formId', type: 'string' } },
        local: { $ref: '#/definitions/x' },
      },
    };
    expect(inlineEditorLists(schema, lists)).toEqual({
      properties: {
        form: { type: 'string', description: 'Form id', examples: ['a', 'b'] },
        deep: { items: { type: 'string', examples: ['a', 'b'] } },
        local: { $ref: '#/definitions/x' },
      },
    });
  });

  it('drops the reference when the generated file is missing (a test tree): the lists only help editors', () => {
    expect(inlineEditorLists({ $ref: 'generated/editor-lists.json#/definitions/formId', type: 'string' }, undefined)).toEqual({ type: 'string' });
  });

  it('the committed lists match the tree, and the meta-schemas carry them', async () => {
    expect(await checkEditorLists(repoRoot)).toEqual([]);
    const journey = (await readMetaSchemas(path.join(repoRoot, 'schemas/meta'))).journey as { definitions: { step: { properties: { form: { examples: string[] } } } } };
    expect(journey.definitions.step.properties.form.examples).toContain('renew-lookup');
    expect(JSON.stringify(journey)).not.toContain('editor-lists.json');
  });
});
