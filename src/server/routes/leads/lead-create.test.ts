// Leads posted at the same moment share one INSERT (group commit) and each still gets its own row,
// with its consents written by the same statement (issue 33: one statement per batch, not one per table).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { leads } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const lead = (i: number) => ({ selectedOption: 'Buy Policy', acceptPrivacyPolicy: true, name: `Customer ${i}`, mobileNo: `9123 45${String(i).padStart(2, '0')}` });

describe('POST /api/v1/motor/leads under concurrency', () => {
  it('stores 25 simultaneous leads with 25 distinct transIds and their consents, in fewer statements than leads', async () => {
    const insert = vi.spyOn(t.app.db, 'run');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: t.bearer() }, payload: lead(i) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(25).fill(200));
    const ids = answers.map((a) => (a.json() as { data: string }).data);
    expect(new Set(ids).size).toBe(25);
    expect(insert.mock.calls.length).toBeGreaterThan(0);
    expect(insert.mock.calls.length).toBeLessThan(25);
    // Each statement wrote leads and their consents together: no statement of the consents' own.
    expect(new Set(insert.mock.calls.map(([statement]) => statement.name))).toEqual(new Set(['insert_leads_with_records']));
    insert.mockRestore();
    const consents = await t.app.consentsRepository.forReferences(ids, []);
    for (const id of ids) expect(consents.filter((c) => c.trans_id === id && c.kind === 'privacy' && c.accepted)).toHaveLength(1);
    const rows = await t.app.db.orm.select().from(leads).where(inArray(leads.transId, ids));
    const byId = new Map(rows.map((row) => [row.transId, row]));
    ids.forEach((id, i) => expect(byId.get(id)).toMatchObject({ name: `Customer ${i}`, mobileNo: `912345${String(i).padStart(2, '0')}`, partnerId: 'default' }));
  });

  it('answers the database failure of a batch as a 500 to each of its callers, without the cause', async () => {
    const insert = vi.spyOn(t.app.db, 'run').mockImplementation(() => {
      throw new Error('connection to the database lost');
    });
    const answers = await Promise.all([0, 1, 2].map((i) => t.app.inject({ method: 'POST', url: '/api/v1/motor/leads', headers: { authorization: t.bearer() }, payload: lead(i) })));
    insert.mockRestore();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(500);
      expect(answer.body).not.toContain('connection to the database lost');
    }
  });
});
