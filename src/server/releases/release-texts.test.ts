// A release keeps each config file exactly as written (issue 31): key order is meaning (rjsf draws
// a form's fields in the order of its `properties`), and staff get back the file they gave. On
// PGlite and (when it answers) PostgreSQL: the seed, a saved draft file, a published release, the
// customers' forms, and release rows written before texts were kept (migration 0195).
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, readReleaseFiles } from '../../config/index.js';
import { runMigrations } from '../../db-kit/migrate.js';
import { MIGRATIONS_DIR } from '../db/migrations-dir.js';
import { SANDBOX_MIGRATIONS_DIR } from '../../sandbox/migrations-dir.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createTestDatabase } from '../testing/test-database.js';
import { signInStaff, type SignedIn } from '../testing/test-staff.js';
import { createReleasesRepository } from './releases-repository.js';
import { seedReleases } from './seed.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] as const : [])] as const;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const silent = { info: () => {}, warn: () => {} } as never;

describe.each(kinds)('config files kept as written (%s)', (kind) => {
  let db: TestApp;
  let files: TestApp;
  const as: Record<string, SignedIn> = {};

  beforeAll(async () => {
    db = await createTestApp({ databaseKind: kind, env: { CONFIG_SOURCE: 'database', CONFIG_POLL_MS: 60_000 } });
    files = await createTestApp({ env: { CONFIG_SOURCE: 'files' } });
    as.editor = await signInStaff(db.app, 'editor');
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await files?.close();
  });

  it('seeds release 1 with every shipped file byte for byte', async () => {
    const { texts } = await readReleaseFiles(repoRoot);
    const res = await db.app.inject({ method: 'GET', url: '/api/staff/releases/1/files', headers: as.editor!.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { files: Record<string, unknown>; texts: Record<string, string> } };
    expect(body.data.texts).toEqual(texts);
    // The parsed files keep each text's key order too (what the studio and the diff read).
    for (const [file, text] of Object.entries(texts)) expect(JSON.stringify(body.data.files[file]), file).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('serves customers every journey exactly as the files do: the same fields in the same order, the same tree version', async () => {
    expect(db.app.configState.version).toBe(files.app.configState.version);
    for (const journey of Object.keys(files.app.configTree.journeys)) {
      const get = (t: TestApp) => t.app.inject({ url: `/api/v1/config/journeys/${journey}`, headers: { authorization: t.bearer() } });
      const [fromDb, fromFiles] = await Promise.all([get(db), get(files)]);
      expect(fromDb.statusCode, journey).toBe(200);
      expect(fromDb.body, journey).toBe(fromFiles.body);
    }
    // The renewal's first tab, as the spec orders it (not jsonb's order: civilId, plateCode, plateNumber).
    const renew = (await db.app.inject({ url: '/api/v1/config/journeys/renew-policy', headers: { authorization: db.bearer() } })).json() as {
      forms: Record<string, { tabs?: Array<{ id: string; schema: { properties: Record<string, unknown> } }> }>;
    };
    const tabs = Object.values(renew.forms).flatMap((form) => form.tabs ?? []);
    expect(Object.keys(tabs.find((tab) => tab.id === 'plateCivil')!.schema.properties)).toEqual(['plateNumber', 'plateCode', 'civilId']);
  });

  it('keeps a saved file as the text sent, through the draft, the release and its export', async () => {
    const made = await db.app.inject({ method: 'POST', url: '/api/staff/drafts', headers: as.editor!.headers, payload: { message: 'Partner file written by hand' } });
    const id = (made.json() as { data: { id: string } }).data.id;
    const current = (await readFile(path.join(repoRoot, 'partners/demo-partner.json'), 'utf8'));
    // Keys in reverse order, tabs for indentation, no final newline: nothing the portal would write itself.
    const value = JSON.parse(current) as Record<string, unknown>;
    const text = JSON.stringify(Object.fromEntries(Object.entries(value).reverse()), null, '\t');
    const url = `/api/staff/drafts/${id}/files/partners/demo-partner.json`;
    const saved = await db.app.inject({ method: 'PUT', url, headers: { ...as.editor!.headers, 'content-type': 'application/json' }, payload: text });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await db.app.inject({ url, headers: as.editor!.headers })).json() as { data: Record<string, unknown>; text: string };
    expect(back.text).toBe(text);
    expect(Object.keys(back.data)).toEqual(Object.keys(value).reverse());
    const approver = await signInStaff(db.app, 'approver');
    expect((await db.app.inject({ method: 'POST', url: `/api/staff/drafts/${id}/submit`, headers: as.editor!.headers, payload: {} })).statusCode).toBe(200);
    expect((await db.app.inject({ method: 'POST', url: `/api/staff/drafts/${id}/approve`, headers: approver.headers, payload: {} })).statusCode).toBe(200);
    const releases = await signInStaff(db.app, 'releases');
    const published = await db.app.inject({ method: 'POST', url: `/api/staff/drafts/${id}/publish`, headers: releases.headers, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    const number = (published.json() as { data: { number: number } }).data.number;
    const release = (await db.app.inject({ url: `/api/staff/releases/${number}/files`, headers: as.editor!.headers })).json() as { data: { texts: Record<string, string> } };
    const { texts } = await readReleaseFiles(repoRoot);
    expect(release.data.texts).toEqual({ ...texts, 'partners/demo-partner.json': text });
  });

  it('reports every file\'s problems at once: a file refused on its own hides no other file\'s finding (issue 32)', async () => {
    const made = await db.app.inject({ method: 'POST', url: '/api/staff/drafts', headers: as.editor!.headers, payload: { message: 'Two problems' } });
    const id = (made.json() as { data: { id: string } }).data.id;
    const put = (file: string, text: string) => db.app.inject({ method: 'PUT', url: `/api/staff/drafts/${id}/files/${file}`, headers: { ...as.editor!.headers, 'content-type': 'application/json' }, payload: text });
    const lead = JSON.parse(await readFile(path.join(repoRoot, 'schemas/forms/lead.json'), 'utf8')) as { uiSchema: Record<string, unknown> };
    lead.uiSchema.selectedOption = { 'ui:widget': 'fancySlider' };
    expect((await put('schemas/forms/lead.json', JSON.stringify(lead, null, 2))).statusCode).toBe(200);
    const rop = JSON.parse(await readFile(path.join(repoRoot, 'schemas/forms/rop-lookup.json'), 'utf8')) as Record<string, unknown>;
    const refused = await put('schemas/forms/rop-lookup.json', JSON.stringify({ ...rop, notAFormKey: true }, null, 2));
    expect(refused.statusCode, refused.body).toBe(200);
    const findings = (refused.json() as { data: { findings: Array<{ file: string; message: string }> } }).data.findings;
    expect(findings.some((f) => f.file === 'schemas/forms/rop-lookup.json' && /notAFormKey/.test(f.message))).toBe(true);
    expect(findings.some((f) => f.file === 'schemas/forms/lead.json' && /fancySlider/.test(f.message))).toBe(true);
  });
});

describe.each(kinds)('releases kept before texts (migration 0195, %s)', (kind) => {
  it('keep their meaning, and the shipped files bring their own text back, in production too', async () => {
    // The migrations before 0195, a release written the old way (a jsonb object per file), then 0195.
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-before-0195-'));
    try {
      for (const name of await readdir(MIGRATIONS_DIR)) if (name < '0195') await cp(path.join(MIGRATIONS_DIR, name), path.join(before, name));
      const database = await createTestDatabase({ kind, migrationsDir: [before, SANDBOX_MIGRATIONS_DIR] });
      try {
        const { files, texts } = await readReleaseFiles(repoRoot);
        await database.query(
          "insert into config_releases (number, content_hash, files, kind, message, author, created_at, effective_at) values (1, 'old', $1::jsonb, 'seed', 'Release 1', 'system', now(), now())",
          [JSON.stringify(files)],
        );
        await database.query(
          "insert into config_drafts (id, base, message, author, changes) values ('00000000-0000-4000-8000-000000000001', 1, 'old draft', 'editor', $1::jsonb)",
          [JSON.stringify({ 'partners/demo-partner.json': files['partners/demo-partner.json'], 'partners/gone.json': null })],
        );
        expect(await runMigrations(database, [MIGRATIONS_DIR, SANDBOX_MIGRATIONS_DIR])).toContain('0195_release_texts.sql');

        const releases = createReleasesRepository(database);
        const migrated = (await releases.texts(1))!;
        expect(Object.keys(migrated).sort()).toEqual(Object.keys(texts).sort());
        for (const [file, text] of Object.entries(migrated)) expect(canonicalJson(JSON.parse(text)), file).toBe(canonicalJson(files[file]));
        const [draft] = await database.query<{ changes: Record<string, string | null> | string }>('select changes from config_drafts');
        const changes = (typeof draft!.changes === 'string' ? JSON.parse(draft!.changes) : draft!.changes) as Record<string, string | null>;
        expect(changes['partners/gone.json']).toBeNull();
        expect(canonicalJson(JSON.parse(changes['partners/demo-partner.json']!))).toBe(canonicalJson(files['partners/demo-partner.json']));

        await seedReleases(database, repoRoot, { sandbox: false, log: silent });
        expect((await releases.effective())?.number).toBe(2);
        expect(await releases.texts(2)).toEqual(texts);
        // Seeding again changes nothing.
        await seedReleases(database, repoRoot, { sandbox: false, log: silent });
        expect((await releases.head())?.number).toBe(2);
      } finally {
        await database.close();
      }
    } finally {
      await rm(before, { recursive: true, force: true });
    }
  });
});
