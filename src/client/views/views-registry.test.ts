// The config checker knows the views from their option schemas (schemas/meta/views/<view>.schema.json);
// a view registered without one would be refused by the checker, and a schema without a view would
// let a journey name a screen that does not exist.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewNames } from '../runtime/views.js';
import { registerViews } from './index.js';

describe('registered views', () => {
  it('are exactly the views with an option schema', () => {
    registerViews();
    const dir = path.resolve(import.meta.dirname, '../../../schemas/meta/views');
    const declared = readdirSync(dir).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace(/\.schema\.json$/, '')).sort();
    expect(viewNames()).toEqual(declared);
  });
});
