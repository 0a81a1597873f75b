import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_LISTS_FILE, editorListsText, inlineEditorLists } from './editor-lists.js';
import { readMetaSchemas, readViewSchemas } from './files.js';
import { loadConfigTree } from './load.js';
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

  it('the meta-schemas carry the lists', async () => {
    const journey = (await readMetaSchemas(path.join(repoRoot, 'schemas/meta'))).journey as { definitions: { step: { properties: { form: { examples: string[] } } } } };
    expect(journey.definitions.step.properties.form.examples).toContain('renew-lookup');
    expect(JSON.stringify(journey)).not.toContain('editor-lists.json');
  });

  it('warns (never fails) when the lists are behind the tree, e.g. after a new text', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'editor-lists-'));
    try {
      for (const dir of ['schemas', 'journeys', 'partners', 'locales']) await cp(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
      const tree = await loadConfigTree(root);
      const views = Object.keys(await readViewSchemas(path.join(root, 'schemas/meta')));
      await writeFile(path.join(root, 'schemas/meta', EDITOR_LISTS_FILE), editorListsText(tree, views));
      expect(await checkEditorLists(root)).toEqual([]);
      const en = path.join(root, 'locales/en.json');
      const texts = JSON.parse(await readFile(en, 'utf8')) as Record<string, unknown>;
      await writeFile(en, JSON.stringify({ ...texts, brandNew: { text: 'New' } }));
      const issues = await checkEditorLists(root);
      expect(issues).toEqual([expect.objectContaining({ file: `schemas/meta/${EDITOR_LISTS_FILE}`, severity: 'warning', fix: 'Run `npm run config:types` and commit the result.' })]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
