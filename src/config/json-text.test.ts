import { describe, expect, it } from 'vitest';
import { duplicateKeyIssues, parseJsonText } from './json-text.js';

const issueOf = (text: string) => {
  const parsed = parseJsonText(text, 'journeys/a.json');
  if (parsed.ok) throw new Error('expected a syntax error');
  return parsed.issue;
};

describe('parseJsonText', () => {
  it('names line and column and shows the line with a caret', () => {
    expect(issueOf('{\n  "a": 1,\n  "b" 2\n}').message).toBe('The file is not valid JSON at line 3, column 7:\n          "b" 2\n              ^');
  });

  it('says what to type for the usual mistakes', () => {
    expect(issueOf('{\n  "a": 1,\n}').fix).toBe('Remove the comma at the end of line 2: JSON allows no comma after the last entry.');
    expect(issueOf('{\n  "a": 1\n  "b": 2\n}').fix).toBe('Add the missing comma at the end of line 2 (between two entries), or the colon between a name and its value.');
    expect(issueOf("{ 'a': 1 }").fix).toBe('Write names and texts in double quotes ("..."), not single quotes.');
    expect(issueOf('{ "a": yes }').fix).toBe('Put the name or text in double quotes; only true, false, null and numbers go without quotes.');
    expect(issueOf('{ "a": [1, 2').fix).toBe('The file ends too early: close every { and [ that is opened, and check that the file is not empty.');
  });

  it('finds a trailing comma in a list far down the file, past the same character earlier on', () => {
    // Node names no position for this one; the first "]" of the file is on line 2.
    const lines = ['{', '  "early": [1],', ...Array.from({ length: 118 }, (_, i) => `  "k${i}": "v",`), '  "late": [', '    1,', '  ]', '}'];
    const issue = issueOf(lines.join('\n'));
    expect(issue.message).toBe('The file is not valid JSON at line 123, column 3:\n          ]\n          ^');
    expect(issue.fix).toBe('Remove the comma at the end of line 122: JSON allows no comma after the last entry.');
  });

  it('points at a bare word where it is, not at the next brace', () => {
    expect(issueOf('{\n  "a": "}",\n  "b": tru\n}').message).toBe('The file is not valid JSON at line 3, column 8:\n          "b": tru\n               ^');
  });

  it('parses valid JSON', () => {
    expect(parseJsonText('{"a":[1]}', 'x.json')).toEqual({ ok: true, data: { a: [1] } });
  });
});

describe('duplicateKeyIssues', () => {
  it('reports a name written twice in one object at its pointer, with both lines', () => {
    const text = '{\n  "steps": [\n    { "id": "a",\n      "id": "b" },\n    { "id": "a" }\n  ]\n}';
    expect(duplicateKeyIssues(text, 'journeys/a.json')).toEqual([{
      file: 'journeys/a.json', pointer: '/steps/0/id',
      message: '"id" is written twice in the same place (lines 3 and 4); only the last one would count.',
      fix: 'Keep one "id": merge the two, or delete the one you did not mean.',
      ar: {
        message: '«\u2068id\u2069» مكتوب مرتين في الموضع نفسه (السطران 3 و4)؛ ولا يُعتد إلا بالأخير.',
        fix: 'يرجى الإبقاء على «\u2068id\u2069» واحد: ادمج الاثنين، أو احذف الذي لم تقصده.',
      },
    }]);
  });

  it('finds none in names that repeat across objects or inside texts', () => {
    expect(duplicateKeyIssues('{ "a": { "x": 1 }, "b": { "x": "\\"x\\": 2" } }', 'f.json')).toEqual([]);
  });
});
