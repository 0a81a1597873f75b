import { describe, expect, it } from 'vitest';
import { blame, inlineRefs } from './refs.js';

const fragments = {
  'schemas/common/fields.json': {
    plate: { type: 'string', title: 'fields.plate', pattern: '\\S' },
    tab: { id: 'a', schema: { type: 'object', properties: { plate: { $ref: 'fields.json#/plate' } } } },
    loop: { $ref: 'fields.json#/loop' },
  },
};
const FORM = 'schemas/forms/f.json';

describe('inlineRefs', () => {
  it('replaces a reference by the fragment, following references inside fragments', () => {
    const { value, issues } = inlineRefs({ tabs: [{ $ref: '../common/fields.json#/tab' }] }, FORM, fragments);
    expect(issues).toEqual([]);
    expect(value).toEqual({ tabs: [{ id: 'a', schema: { type: 'object', properties: { plate: { type: 'string', title: 'fields.plate', pattern: '\\S' } } } }] });
  });

  it('lays the keys beside $ref over the fragment as a merge patch (null deletes)', () => {
    const { value } = inlineRefs({ f: { $ref: '../common/fields.json#/plate', title: 'other', pattern: null, maxLength: 5 } }, FORM, fragments);
    expect(value).toEqual({ f: { type: 'string', title: 'other', maxLength: 5 } });
  });

  it("leaves a JSON Schema's own #/definitions reference to ajv", () => {
    const { value, issues } = inlineRefs({ s: { $ref: '#/definitions/x' } }, FORM, fragments);
    expect(issues).toEqual([]);
    expect(value).toEqual({ s: { $ref: '#/definitions/x' } });
  });

  it('reports a missing file, a missing part, a path outside schemas/common and a loop at the $ref', () => {
    const data = { a: { $ref: '../common/nope.json#/x' }, b: { $ref: '../common/fields.json#/plaet' }, c: { $ref: '../forms/g.json#/x' }, d: { $ref: '../common/fields.json#/loop' } };
    const { issues } = inlineRefs(data, FORM, fragments);
    expect(issues.map((i) => [i.file, i.pointer, i.message])).toEqual([
      [FORM, '/a/$ref', 'The reference cannot be followed: schemas/common/nope.json does not exist.'],
      [FORM, '/b/$ref', 'The reference cannot be followed: schemas/common/fields.json has nothing at "#/plaet". Did you mean "plate"?'],
      [FORM, '/c/$ref', 'The reference cannot be followed: "../forms/g.json#/x" points outside schemas/common/ (it resolves to schemas/forms/g.json).'],
      ['schemas/common/fields.json', '/loop/$ref', 'The reference leads back to itself (schemas/common/fields.json#/loop -> schemas/common/fields.json#/loop).'],
    ]);
  });
});

describe('blame', () => {
  const { origins } = inlineRefs({ tabs: [{ $ref: '../common/fields.json#/tab', id: 'b' }] }, FORM, fragments);
  const issue = (pointer: string) => ({ file: FORM, pointer, message: 'Bad.', fix: 'Fix it.' });

  it('blames the fragment for what comes from it, at its own pointer', () => {
    expect(blame(issue('/tabs/0/schema/properties/plate/pattern'), origins)).toEqual({
      file: 'schemas/common/fields.json', pointer: '/plate/pattern', message: `Bad. (This fragment is used by ${FORM}.)`, fix: 'Fix it.',
    });
  });

  it('blames the form for what it writes beside the $ref', () => {
    expect(blame(issue('/tabs/0/id'), origins)).toEqual(issue('/tabs/0/id'));
  });
});
