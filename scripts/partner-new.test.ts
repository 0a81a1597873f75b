import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfigTree } from '../src/config/index.js';
import { createPartner, initialsOf, parseArgs, partnerIdFor, PartnerNewError } from './partner-new.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'partner-new-'));
  for (const dir of ['schemas', 'journeys', 'partners', 'locales', 'public']) await cp(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('partner:new', () => {
  it('makes the id and initials from the name', () => {
    expect(partnerIdFor('Al Noor Motors')).toBe('al-noor-motors');
    expect(partnerIdFor('  Café  Crème & Co. ')).toBe('cafe-creme-co');
    expect(partnerIdFor('النور')).toBe('');
    expect(initialsOf('Al Noor Motors')).toBe('AN');
    expect(initialsOf('acme')).toBe('A');
  });

  it('writes every field of the meta-schema with a note, a logo and the name text; the checker then lists only what is left to fill', async () => {
    const created = await createPartner(root, 'Al Noor Motors', { srcBusId: 'ANM' });
    expect(created.id).toBe('al-noor-motors');
    const file = JSON.parse(await readFile(path.join(root, 'partners/al-noor-motors.json'), 'utf8')) as Record<string, unknown> & { $comment: Record<string, string> };
    const meta = JSON.parse(await readFile(path.join(root, 'schemas/meta/partner.schema.json'), 'utf8')) as { properties: Record<string, unknown> };
    expect(Object.keys(file).sort()).toEqual(Object.keys(meta.properties).sort());
    for (const pointer of ['/origins', '/contact/helpline', '/contact/links/privacyPolicy', '/theme/color-primary', '/features/promoCode', '/overrides/forms']) {
      expect(file.$comment[pointer], pointer).toMatch(/\w/);
    }
    expect(file.srcBusId).toBe('ANM');
    expect(file.text).toEqual({ en: { partner: { name: 'Al Noor Motors' } }, ar: {} });
    const logo = await readFile(path.join(root, 'public/partners/al-noor-motors.svg'), 'utf8');
    expect(logo).toContain('>AN</text>');
    expect(logo).toContain('aria-label="Al Noor Motors"');

    expect(created.leftToFill.map((issue) => issue.pointer)).toEqual([
      '/origins/0', '/contact/helpline', '/contact/whatsapp', '/contact/email',
      '/contact/links/privacyPolicy', '/contact/links/aboutUs', '/theme/color-primary',
    ]);
    // Nothing else in the tree broke.
    const all = await checkConfigTree(root);
    expect(all.filter((issue) => issue.file !== 'partners/al-noor-motors.json')).toEqual([]);

    // Filled in, the file passes; only the Arabic name is still asked for (a warning).
    const filled = {
      ...file,
      origins: ['https://motors.alnoor.example'],
      contact: { helpline: '800 12345', links: { privacyPolicy: 'https://alnoor.example/privacy', aboutUs: 'https://alnoor.example/about' } },
      theme: { 'color-primary': '#8a1538' },
    };
    await writeFile(path.join(root, 'partners/al-noor-motors.json'), JSON.stringify(filled, null, 2));
    const after = await checkConfigTree(root, { warnings: true });
    expect(after.map((issue) => [issue.file, issue.pointer, issue.severity])).toEqual([['partners/al-noor-motors.json', '/text/en/partner/name', 'warning']]);
  });

  it('refuses an id that exists', async () => {
    await expect(createPartner(root, 'Al Noor Motors', { srcBusId: 'ANX' })).rejects.toThrow(PartnerNewError);
    await expect(createPartner(root, 'Demo', { id: 'demo-partner', srcBusId: 'ANX' })).rejects.toThrow(/already exists/);
    await expect(createPartner(root, 'النور', { srcBusId: 'ANX' })).rejects.toThrow(/--id/);
  });

  it("asks for --src-bus-id, and refuses the insurer's own, another partner's or a malformed one, writing nothing", async () => {
    await expect(createPartner(root, 'Gulf Motors')).rejects.toThrow(/--src-bus-id \(ask the insurer for it\)/);
    await expect(createPartner(root, 'Gulf Motors', { srcBusId: 'CP' })).rejects.toThrow(/CP is the insurer's own site's/);
    await expect(createPartner(root, 'Gulf Motors', { srcBusId: 'DMO' })).rejects.toThrow(/DMO is already the source business id of /);
    await expect(createPartner(root, 'Gulf Motors', { srcBusId: 'ANM' })).rejects.toThrow(/ANM is already the source business id of Al Noor Motors/);
    await expect(createPartner(root, 'Gulf Motors', { srcBusId: 'gm-1' })).rejects.toThrow(/capital letters and digits only/);
    expect(existsSync(path.join(root, 'partners/gulf-motors.json'))).toBe(false);
    expect((await createPartner(root, 'Gulf Motors', { srcBusId: 'GMO' })).id).toBe('gulf-motors');
  });

  it('reads --src-bus-id and --id from the command line', () => {
    expect(parseArgs(['Gulf', 'Motors', '--src-bus-id', 'GMO', '--id', 'gulf'])).toEqual({ name: 'Gulf Motors', id: 'gulf', srcBusId: 'GMO' });
    expect(parseArgs(['Gulf Motors'])).toEqual({ name: 'Gulf Motors' });
  });
});
