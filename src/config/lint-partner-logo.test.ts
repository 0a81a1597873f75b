// A partner's logo stored in its file as a data: URL passes the checker when it is what it says,
// and is refused (pointer /logo) when it is not.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckedRelease } from './check.js';
import { readReleaseFiles } from './files.js';
import { jsonFileText } from './release-layout.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0b6e4f"/></svg>');

async function withLogo(logo: string) {
  const { files, texts } = await readReleaseFiles(repoRoot);
  const partner = structuredClone(files['partners/demo-partner.json']) as Record<string, unknown>;
  partner.logo = logo;
  return (await loadCheckedRelease({ ...texts, 'partners/demo-partner.json': jsonFileText(partner) }, repoRoot)).issues;
}

describe('partner logo inside the partner file', () => {
  it('accepts an svg data: URL', async () => {
    expect(await withLogo(`data:image/svg+xml;base64,${svg}`)).toEqual([]);
  });

  it('refuses a data: URL whose bytes are not its type, and one of another type', async () => {
    expect(await withLogo(`data:image/png;base64,${svg}`)).toEqual([expect.objectContaining({ file: 'partners/demo-partner.json', pointer: '/logo', message: "The logo's bytes are not the image type it says it is." })]);
    expect((await withLogo(`data:image/gif;base64,${btoa('GIF89a')}`)).map((i) => i.pointer)).toEqual(['/logo']);
  });
});
