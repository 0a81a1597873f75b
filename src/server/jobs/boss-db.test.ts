import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../types.js';
import { bossDb } from './boss-db.js';

describe('bossDb', () => {
  it('settled() waits for a statement pg-boss started and did not await (a job completion at shutdown)', async () => {
    const order: string[] = [];
    const db = {
      query: async (text: string) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push(text);
        return [];
      },
    } as unknown as AppDatabase;
    const boss = bossDb(db);
    // As manager.js does after a handler: complete(...) without await.
    void boss.executeSql('complete', ['queue', ['id']]);
    await boss.settled();
    order.push('closed');
    expect(order).toEqual(['complete', 'closed']);
  });

  it('settled() also settles after a statement that failed, and at once when nothing runs', async () => {
    const db = { query: async () => { throw new Error('gone'); } } as unknown as AppDatabase;
    const boss = bossDb(db);
    await expect(boss.executeSql('fail', [1])).rejects.toThrow('gone');
    await boss.settled();
  });

  it('after settled(), a statement pg-boss still starts never reaches the database and never settles', async () => {
    let queried = 0;
    const db = { query: async () => { queried += 1; return []; } } as unknown as AppDatabase;
    const boss = bossDb(db);
    await boss.settled();
    let outcome = 'pending';
    boss.executeSql('fail', ['queue', ['id'], null]).then(() => (outcome = 'answered'), () => (outcome = 'rejected'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect({ outcome, queried }).toEqual({ outcome: 'pending', queried: 0 });
  });
});
