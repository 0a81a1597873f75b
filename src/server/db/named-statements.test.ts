// db.run(): named statements, parsed once and then only bound and run (PGlite: pglite-named.ts;
// PostgreSQL: node-postgres's prepared statements). On the database the suite runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../types.js';
import { createTestDatabase } from '../testing/test-database.js';

let db: AppDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrationsDir: [] });
  await db.exec('create table named_probe (id text primary key, tags text[], n integer)');
});
afterAll(async () => db?.close());

const insert = { name: 'named_probe_insert', text: 'insert into named_probe (id, tags, n) values ($1, $2::text[], $3) returning id, tags, n' };
const count = { name: 'named_probe_count', text: 'select count(*)::int as n from named_probe where id = any($1::text[])' };

describe('named statements (db.run)', () => {
  it('binds text, arrays (quotes, commas, braces, backslashes, null) and numbers, and answers the rows', async () => {
    const tags = ['plain', 'a "quoted", {braced} value', 'back\\slash', null, "O'Brien"];
    expect(await db.run(insert, ['one', tags, 7])).toEqual([{ id: 'one', tags, n: 7 }]);
    expect(await db.run(insert, ['two', [], null])).toEqual([{ id: 'two', tags: [], n: null }]);
    expect(await db.run(count, [['one', 'two', 'three']])).toEqual([{ n: 2 }]);
  });

  it('throws the database error of a failing run, and the next run works', async () => {
    await expect(db.run(insert, ['one', [], 1])).rejects.toMatchObject({ code: '23505' });
    expect(await db.run(insert, ['three', ['x'], 3])).toHaveLength(1);
  });

  it('does not remember a statement that could not be parsed', async () => {
    const later = { name: 'named_probe_later', text: 'select count(*)::int as n from named_probe_later' };
    await expect(db.run(later, [])).rejects.toMatchObject({ code: '42P01' });
    await db.exec('create table named_probe_later (id text)');
    expect(await db.run(later, [])).toEqual([{ n: 0 }]);
  });

  it('never runs inside another caller\'s transaction: a rolled-back transaction keeps it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(`insert into named_probe (id) values ('in-rolled-back-tx')`);
      await held;
      throw new Error('roll back');
    });
    const outside = db.run(insert, ['outside-tx', ['y'], 1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    expect(await db.run(count, [['in-rolled-back-tx', 'outside-tx']])).toEqual([{ n: 1 }]);
    expect(await db.query(`select id from named_probe where id = 'outside-tx'`)).toHaveLength(1);
  });
});
