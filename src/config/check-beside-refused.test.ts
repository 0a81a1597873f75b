import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckedRelease } from './check.js';
import { readReleaseFiles } from './files.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The shipped tree with one form refused on its own and another form's widget unknown to the lint. */
async function twoProblems() {
  const { texts } = await readReleaseFiles(repoRoot);
  const lead = JSON.parse(texts['schemas/forms/lead.json']!) as { uiSchema: Record<string, unknown> };
  lead.uiSchema.selectedOption = { 'ui:widget': 'fancySlider' };
  const broken = { ...texts, 'schemas/forms/lead.json': JSON.stringify(lead, null, 2), 'schemas/forms/rop-lookup.json': '{ "title": ' };
  return { base: texts, broken };
}

describe('a tree with one file refused on its own', () => {
  it('with the last good texts, also reports every other file\'s problems (one refused file hides none)', async () => {
    const { base, broken } = await twoProblems();
    const { tree, issues } = await loadCheckedRelease(broken, repoRoot, { warnings: true, fallback: base });
    expect(tree).toBeNull();
    expect(issues.some((i) => i.file === 'schemas/forms/rop-lookup.json')).toBe(true);
    expect(issues.some((i) => i.file === 'schemas/forms/lead.json' && /fancySlider/.test(i.message))).toBe(true);
    // Nothing is said about the stand-in text of the refused file.
    expect(issues.filter((i) => i.file === 'schemas/forms/rop-lookup.json').every((i) => i.severity !== 'warning')).toBe(true);
  });

  it('without them, stops at the refused file as before, and a refused new file adds nothing', async () => {
    const { base, broken } = await twoProblems();
    const alone = await loadCheckedRelease(broken, repoRoot, { warnings: true });
    expect(alone.issues.map((i) => i.file)).toEqual(['schemas/forms/rop-lookup.json']);
    const withNew = { ...broken, 'schemas/forms/extra.json': '[' };
    const checked = await loadCheckedRelease(withNew, repoRoot, { warnings: true, fallback: base });
    expect(checked.issues.some((i) => /fancySlider/.test(i.message))).toBe(false);
  });
});
