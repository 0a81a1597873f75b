// Staff working in Arabic get the findings they meet most in Arabic, with names kept isolated.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckedRelease } from './check.js';
import { readReleaseFiles } from './files.js';
import { parseJsonText } from './json-text.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const arabic = /[\u0600-\u06FF]/;

describe('Arabic findings', () => {
  it('say a broken JSON text, a wrong type, an unknown key and a rule on the wrong type in Arabic, names isolated', async () => {
    const { texts } = await readReleaseFiles(repoRoot);
    const form = JSON.parse(texts['schemas/forms/buy-policy.json']!) as { schema: { properties: Record<string, unknown> }; [k: string]: unknown };
    form.schema.properties.chasisNo = { type: 'string', minimum: 1000 };
    const partner = JSON.parse(texts['partners/demo-partner.json']!) as Record<string, unknown>;
    const edited = { ...texts, 'schemas/forms/buy-policy.json': JSON.stringify(form), 'partners/demo-partner.json': JSON.stringify({ ...partner, colour: 1 }) };
    const { issues } = await loadCheckedRelease(edited, repoRoot, { warnings: true });
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(issue.ar?.message, issue.message).toMatch(arabic);
      expect(issue.ar?.fix, issue.fix).toMatch(arabic);
      // Every Latin name inside the Arabic sits between the isolates.
      expect(issue.ar!.message.replace(/\u2068[^\u2069]*\u2069/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    }
    const syntax = parseJsonText('{ "a": 1,, }', 'x.json');
    expect(syntax.ok).toBe(false);
    if (!syntax.ok) expect(syntax.issue.ar?.message).toMatch(/^الملف ليس \S+ صالحًا عند السطر 1، العمود \d+/);
  });
});
