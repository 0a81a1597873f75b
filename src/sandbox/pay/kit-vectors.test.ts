// The sandbox gateway's decryption path against ciphertexts the public CCAvenue PHP kit
// computed (protocols/payment/gateway-vectors.ts), over HTTP as a merchant would send them: a
// request (merchant_id=...) opens the hosted checkout, a JSON status query gets status=0, and
// any other plain text opens but is refused for its fields (10004), never as undecryptable (10003).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_VECTORS_MESSAGE, readGatewayVectors, type GatewayVector } from '../../protocols/payment/gateway-vectors.js';
import { createTestDatabase } from '../../server/testing/test-database.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { startPaySandbox, type RunningSandbox } from './test-harness.js';

const vectors = readGatewayVectors();
if (!vectors) console.warn(MISSING_VECTORS_MESSAGE);

const ACCESS_CODE = 'AVKITVECTORS0001';
let db: AppDatabase | undefined;
const sandboxes = new Map<string, RunningSandbox>();

async function post(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, text: await res.text() };
}

/** One sandbox per working key, with the merchant id the kit's requests carry. */
function sandboxFor(v: GatewayVector): RunningSandbox {
  const sandbox = sandboxes.get(v.workingKey);
  if (!sandbox) throw new Error(`no sandbox for key ${v.workingKey}`);
  return sandbox;
}

describe.skipIf(!vectors)('the sandbox gateway opens the CCAvenue kit\'s ciphertexts', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    for (const key of new Set((vectors ?? []).map((v) => v.workingKey))) {
      const merchantId = new URLSearchParams((vectors ?? []).find((v) => v.plainText.startsWith('merchant_id='))?.plainText).get('merchant_id') ?? '1';
      sandboxes.set(key, await startPaySandbox(db, { merchantId, accessCode: ACCESS_CODE, workingKey: key, name: { en: 'Kit', ar: 'Kit' } }));
    }
  });
  afterAll(async () => {
    for (const sandbox of sandboxes.values()) await sandbox.close();
    await db?.close();
  });

  const cases = (vectors ?? []).map((v, i) => ({ v, name: `#${i + 1} key ${v.workingKey.slice(0, 6)}…: ${v.plainText.slice(0, 24) || '(empty)'}` }));

  it.each(cases)('$name', async ({ v }) => {
    const sandbox = sandboxFor(v);
    if (v.plainText.startsWith('{')) {
      const answer = await post(`${sandbox.origin}/sandbox/pay/status`, { enc_request: v.encHex, access_code: ACCESS_CODE, command: 'orderStatusTracker' });
      expect(answer.text).toMatch(/^status=0&enc_response=[0-9a-f]+$/);
      return;
    }
    const page = await post(`${sandbox.origin}/sandbox/pay/transaction`, { encRequest: v.encHex, access_code: ACCESS_CODE });
    expect(page.text).not.toContain('10003');
    if (v.plainText.startsWith('merchant_id=')) {
      const fields = new URLSearchParams(v.plainText);
      expect(page.status).toBe(200);
      expect(page.text).toContain(fields.get('order_id'));
      expect(page.text).toContain(fields.get('amount'));
    } else {
      expect(page.status).toBe(400);
      expect(page.text).toContain('10004');
    }
  });

  it('refuses a ciphertext with one flipped byte as undecryptable (the check above can fail)', async () => {
    const v = cases.find((c) => c.v.plainText.startsWith('merchant_id='))?.v;
    if (!v) throw new Error('no request vector');
    const last = v.encHex.slice(-2) === '00' ? '01' : '00';
    const page = await post(`${sandboxFor(v).origin}/sandbox/pay/transaction`, { encRequest: v.encHex.slice(0, -2) + last, access_code: ACCESS_CODE });
    expect(page.status).toBe(400);
    expect(page.text).toContain('10003');
  });
});
