import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInsurerAdapter, type InsurerAdapter } from '../../server/adapters/insurer/insurer-adapter.js';
import { InsurerError, InsurerFormatError, InsurerUnavailableError } from '../../protocols/insurer/insurer-errors.js';
import type { AppDatabase } from '../../db-kit/database.js';
import { insurerSandbox } from './index.js';
import { omanNow } from './clock.js';

// The sandbox on its own over real HTTP, reached by the production adapter. The endpoint tests
// through buildApp live beside the motor routes.
let app: FastifyInstance;
let pg: PGlite;
let base = '';
/** Transactions the sandbox opened, so a test can see that lookups open none. */
let transactions = 0;
/** The info lines the sandbox's requests logged (app.ts logs one per request in an onResponse hook). */
const requestLines: string[] = [];
const year = omanNow().getUTCFullYear();

function adapter(timeoutMs = 3_000): InsurerAdapter {
  const quiet = { info: () => {}, warn: () => {} };
  return createInsurerAdapter({ baseUrl: () => base, username: 'svc', password: 'pw', timeoutMs, readRetries: 0, log: quiet });
}
const fault = (body: object) => fetch(`${base}/_faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a refusal'); }, (err: unknown) => err as InsurerError);

beforeAll(async () => {
  pg = new PGlite();
  for (const file of ['0100_sandbox_insurer.sql', '0165_sandbox_insurer_contact.sql']) {
    await pg.exec(readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8'));
  }
  const orm = drizzle(pg);
  const db = {
    orm,
    kind: 'pglite',
    query: async (text: string, params?: unknown[]) => (await pg.query(text, params)).rows,
    transaction: (fn: (tx: unknown) => Promise<unknown>) =>
      ++transactions && orm.transaction((tx) => fn({ orm: tx, query: async (text: string) => (await tx.execute(sql.raw(text))).rows })),
    close: () => pg.close(),
  } as unknown as AppDatabase;
  const stream = { write: (line: string) => void requestLines.push(line) };
  app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
  app.addHook('onResponse', async (request) => request.log.info({ url: request.url }, 'request'));
  app.decorate('db', db);
  await app.register(insurerSandbox, { prefix: '/sandbox/insurer', username: 'svc', password: 'pw' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox/insurer`;
});
afterAll(async () => {
  await app?.close();
  await pg?.close();
});

const P = { quoteNo: '', plateNumber: '', plateCode: '', civilId: '', mobileNo: '', txnTyp: 'P' as const, srcBusId: 'CP' };
const docReq = { civilId: '', mobileNo: '', plateNo: '', policyNo: '', quoteNo: '', registrationMark: '', srcBusId: 'CP' };

describe('sandbox insurer seeded cases', () => {
  it('renews a policy inside the window, with the same renewal quote on a second lookup', async () => {
    const first = await adapter().getTransDtls({ ...P, plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
    expect(first.previousInsurer).toBe('DIC');
    expect(first.quote).toMatchObject({ quoteStatus: 'Quote', civilId: '08123456', mobileNo: '+96891000001', vehicleValue: '8100.000' });
    expect(first.quote.previousPolicyNo).toMatch(/^P\/10\/0501\/\d{4}\/900001$/);
    const again = await adapter().getTransDtls({ ...P, plateNumber: '1001', plateCode: 'a', mobileNo: '91000001' });
    expect(again.quote.quoteNo).toBe(first.quote.quoteNo);
  });

  it('looks up without a transaction; a write still runs in one', async () => {
    const before = transactions;
    await adapter().getTransDtls({ ...P, plateNumber: '1001', plateCode: 'A', civilId: '08123456' });
    await adapter().getPolicyDoc({ ...docReq, plateNo: '1001', registrationMark: 'A', civilId: '08123456' });
    expect(transactions).toBe(before);
    await refusal(adapter().confirmPackage({ quoteNo: 'none', prodId: '0501', packageId: 'x', srcBusId: 'CP' }));
    expect(transactions).toBe(before + 1);
  });

  it('refuses too early (with the date), expired, wrong person and unknown licence', async () => {
    expect((await refusal(adapter().getTransDtls({ ...P, plateNumber: '1002', plateCode: 'A', civilId: '12345002' }))).errMsg).toMatch(/^Please try 180 days before the policy expiry Date \d{2}-\d{2}-\d{4}$/);
    expect((await refusal(adapter().getTransDtls({ ...P, plateNumber: '1003', plateCode: 'A', civilId: '55000003' }))).errMsg).toMatch(/^Policy expired on/);
    expect(await refusal(adapter().getTransDtls({ ...P, plateNumber: '1001', plateCode: 'A', civilId: '12345002' }))).toMatchObject({ previousInsurer: 'DIC' });
  });

  it('answers quotes in each status by number', async () => {
    const Q = { ...P, txnTyp: 'Q' as const };
    for (const [n, product, status] of [[4, '0501', 'Quote'], [5, '0502', 'Created'], [6, '0501', 'Policy Converted']] as const) {
      const { quote } = await adapter().getTransDtls({ ...Q, quoteNo: `10/${year}/${product}/Q/90000${n}` });
      expect(quote.quoteStatus).toBe(status);
    }
  });

  it('buys: licence checks, quote v2, plan confirmation, conversion once per payment, documents as PDFs', async () => {
    const buy = { chasisNo: '', civilId: '55000008', emailId: '', firstName: 'Said', lastName: '', mobileNo: '91230008', plateNo: '2001', plateRegType: '1', product: '0501', registrationMark: 'H', riskType: '', srcBusId: 'CP', vehicleValue: '8000' };
    expect((await refusal(adapter().createPolicy({ ...buy, civilId: '55999999' }))).errMsg).toMatch(/رخصة/);
    expect((await refusal(adapter().createPolicy({ ...buy, civilId: '12345009' }))).errMsg).toBe('INVALID-LIC_DATE_EXPIRY');
    expect((await refusal(adapter().createPolicy({ ...buy, plateNo: '2002' }))).errMsg).toMatch(/up to 5 years/);
    const { quoteNo } = await adapter().createPolicy(buy);
    expect(quoteNo).toMatch(new RegExp(`^10/${year}/0501/Q/\\d{6}$`));
    expect((await refusal(adapter().createPolicy(buy))).errMsg).toContain(quoteNo);
    const offer = await adapter().getQuote({ civilId: '', mobileNo: '', plateNo: '', quoteNo, registrationMark: '', srcBusId: 'CP', txnTyp: 'Q' }, 2);
    expect(offer.packages.find((p) => p.planId === '050004')?.premiumAmt).toBe('234.150');
    expect((await adapter().getPlanStatus({ quoteNo, srcBusId: 'CP' })).status).toBe('N');
    expect(await adapter().confirmPackage({ quoteNo, packageId: '050004', prodId: '0501', srcBusId: 'CP' })).toMatchObject({ premiumAmt: '234.150' });
    const paid = { order_status: 'Successful', amount: '234.150', currency: 'OMR', payment_id: 'pay-1', mer_param_2: quoteNo, srcBusId: 'CP' };
    expect((await refusal(adapter().quoteToPolicyConversion({ ...paid, amount: '1.000', payment_id: 'pay-0' }))).errMsg).toMatch(/amount/);
    expect((await refusal(adapter().quoteToPolicyConversion({ ...paid, order_status: 'Failure', payment_id: 'pay-0' }))).errMsg).toBe('Payment Failed');
    const [one, two] = await Promise.all([adapter().quoteToPolicyConversion(paid), adapter().quoteToPolicyConversion(paid)].map((p) => p.catch((e: unknown) => e)));
    const policyNo = [one, two].map((r) => (r as { policyNo?: string }).policyNo).find(Boolean)!;
    expect(policyNo).toMatch(new RegExp(`^P/10/0501/\\d{4}/\\d{6}$`));
    expect((await adapter().quoteToPolicyConversion(paid)).policyNo).toBe(policyNo);
    // Its codes go to the mobile the buyer gave (91230008), not to the licence holder's number on record (98000008).
    const byNumber = { civilId: '', mobileNo: '', plateNo: '', policyNo, registrationMark: '', srcBusId: 'CP' };
    expect(await adapter().getPolicyDtls(byNumber)).toEqual({ policyNo, mobileNo: '91230008' });
    const docs = await adapter().getPolicyDoc({ ...docReq, policyNo });
    expect(docs.map((d) => d.label.replace(/ - \d+$/, ''))).toEqual(['Policy Schedule', 'Premium Debit Note', 'Receipt', 'Proposal Form', 'Critical Illness Document']);
    const pdf = await fetch(docs[0]!.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(docs[2]!.url, { method: 'HEAD' })).headers.get('content-type')).toBe('application/pdf');
  });

  it('continues the active quote of a vehicle and refuses our own customer on the registry', async () => {
    const err = await refusal(adapter().createPolicy({ chasisNo: '', civilId: '12345007', emailId: '', firstName: 'Yousuf', lastName: '', mobileNo: '97000007', plateNo: '1007', plateRegType: '1', product: '0502', registrationMark: 'D', riskType: '050017', srcBusId: 'CP', vehicleValue: '' }));
    expect(err.errMsg).toMatch(/^Active quote exists/);
    expect((await refusal(adapter().getTransDtls({ ...P, plateNumber: '2001', plateCode: 'H', civilId: '12345008' }))).previousInsurer).toBe('DIC');
  });

  it('re-seeds on /_reset: a vehicle bought in an earlier test is new business again', async () => {
    const lookup = { ...P, plateNumber: '2001', plateCode: 'H', civilId: '12345008' };
    expect((await refusal(adapter().getTransDtls(lookup))).previousInsurer).toBe('DIC');
    expect((await fetch(`${base}/_reset`, { method: 'POST' })).status).toBe(200);
    expect((await refusal(adapter().getTransDtls(lookup))).previousInsurer).not.toBe('DIC');
  });

  it('makes load customers who can each renew, and makes them renewable afresh when asked again (the bench, issue 36)', async () => {
    const load = (count: unknown) => fetch(`${base}/_load-renewals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count }) });
    const res = await load(3);
    expect(res.status).toBe(200);
    const { customers } = (await res.json()) as { customers: { plateNumber: string; plateCode: string; civilId: string; mobileNo: string }[] };
    expect(customers.map((c) => c.plateNumber)).toEqual(['L0001', 'L0002', 'L0003']);
    expect(new Set(customers.map((c) => c.mobileNo.slice(-4))).size).toBe(3);
    const lookup = { ...P, plateNumber: 'L0002', plateCode: 'A', civilId: customers[1]!.civilId };
    const first = await adapter().getTransDtls(lookup);
    expect(first.quote.mobileNo).toBe(customers[1]!.mobileNo);
    expect((await adapter().getTransDtls(lookup)).quote.quoteNo).toBe(first.quote.quoteNo);
    expect((await load(3)).status).toBe(200);
    expect((await adapter().getTransDtls(lookup)).quote.quoteNo).not.toBe(first.quote.quoteNo);
    for (const bad of [0, 2001, 'many']) expect((await load(bad)).status).toBe(400);
  });

  it('answers ROP accepted, pending, rejected and none; invalid policy numbers', async () => {
    const rop = { civilId: '12345010', mobileNo: '', plateNo: '', policyNo: '', registrationMark: 'R', srcBusId: 'CP' };
    expect((await adapter().getRopResubmissionDtls({ ...rop, plateNo: '3001' })).statusMsg).toMatch(/accepted/);
    expect((await adapter().getRopResubmissionDtls({ ...rop, plateNo: '3002' })).statusMsg).toMatch(/under review/);
    expect((await refusal(adapter().getRopResubmissionDtls({ ...rop, plateNo: '3003', civilId: '12345011' }))).errMsg).toMatch(/^ROP document rejected: the chassis/);
    expect((await adapter().getRopResubmissionDtls({ ...rop, plateNo: '1001', registrationMark: 'A', civilId: '08123456' })).statusMsg).toBe('');
    expect((await refusal(adapter().getPolicyDoc({ ...docReq, policyNo: 'P/10/0501/2025/999999' }))).errMsg).toBe('Invalid Policy Number');
  });

  it('answers the holder mobile on record of a policy found by plate or number', async () => {
    const req = { civilId: '12345010', mobileNo: '', plateNo: '3002', policyNo: '', registrationMark: 'R', srcBusId: 'CP' };
    const found = await adapter().getPolicyDtls(req);
    expect(found).toMatchObject({ mobileNo: '71000010' });
    expect(await adapter().getPolicyDtls({ ...req, civilId: '', plateNo: '', registrationMark: '', policyNo: found.policyNo })).toEqual(found);
    expect((await refusal(adapter().getPolicyDtls({ ...req, civilId: '12345011' }))).errMsg).toBe('No policy found for the given details.');
  });

  it('lists the policies expiring in a window of Oman days (the assumed getExpiringPolicies), refusing a bad window', async () => {
    const day = (n: number) => new Date(Date.UTC(omanNow().getUTCFullYear(), omanNow().getUTCMonth(), omanNow().getUTCDate()) + n * 86_400_000).toISOString().slice(0, 10);
    const window = { coverToFrom: day(0), coverToUntil: day(30), srcBusId: 'CP' };
    const listed = await adapter().getExpiringPolicies(window);
    const plates = listed.map((p) => `${p.plateNumber}${p.plateCode}`);
    // 4003 S in 1 day, 4002 S in 7, then 1001 A and 4001 S in 30; 1002 (300 days) and 1003 (expired) are not listed.
    expect(plates).toEqual(expect.arrayContaining(['4003S', '4002S', '1001A', '4001S']));
    expect(plates).not.toContain('1002A');
    expect(plates).not.toContain('1003A');
    expect(listed.find((p) => p.plateNumber === '4003')).toMatchObject({ coverTo: `${day(1)}T23:59:59`, mobileNo: '91000015', language: 'en' });
    expect(listed.find((p) => p.plateNumber === '4002')).toMatchObject({ coverTo: `${day(7)}T23:59:59`, whatsappNo: '91000014', email: 'huda@example.om', language: 'en' });
    expect(listed.find((p) => p.plateNumber === '4001')).toMatchObject({ coverTo: `${day(30)}T23:59:59`, insuredName: 'ليلى الراشدية', language: 'ar' });
    expect(listed.find((p) => p.plateNumber === '1001')?.language).toBeUndefined();
    expect((await adapter().getExpiringPolicies({ ...window, coverToFrom: day(7), coverToUntil: day(7) })).map((p) => p.plateNumber)).toEqual(['4002']);
    expect((await refusal(adapter().getExpiringPolicies({ ...window, coverToFrom: 'soon' }))).errMsg).toMatch(/Invalid date/);
    expect((await refusal(adapter().getExpiringPolicies({ ...window, coverToFrom: day(30), coverToUntil: day(0) }))).errMsg).toMatch(/Invalid date range/);
  });

  it('takes a hostile plate as text', async () => {
    expect((await refusal(adapter().getPolicyDoc({ ...docReq, plateNo: '12</plateNo><srcBusId>X', registrationMark: 'A', civilId: '1' }))).errMsg).toBe('No policy found for the given details.');
  });
});

describe('sandbox insurer logging', () => {
  it('logs no request line for a B2B call (the portal logs the insurer call), one for the other routes', async () => {
    requestLines.length = 0;
    await adapter().getPlanStatus({ quoteNo: 'none', srcBusId: 'CP' }).catch(() => {});
    await fetch(`${base}/_faults`, { method: 'DELETE' });
    const urls = requestLines.map((line) => (JSON.parse(line) as { url?: string }).url);
    expect(urls).toEqual(['/sandbox/insurer/_faults']);
  });
});

describe('sandbox insurer faults', () => {
  it('gives time-out, 500, malformed XML and a chosen errMsg, then serves normally', async () => {
    const ask = () => adapter(300).getPlanStatus({ quoteNo: `10/${year}/0501/Q/900004`, srcBusId: 'CP' });
    await fault({ kind: 'slow', delayMs: 800 });
    await expect(ask()).rejects.toMatchObject({ reason: 'timeout' });
    await fault({ kind: 'http500' });
    await expect(ask()).rejects.toBeInstanceOf(InsurerUnavailableError);
    await fault({ kind: 'malformed' });
    await expect(ask()).rejects.toBeInstanceOf(InsurerFormatError);
    await fault({ kind: 'errMsg', errMsg: 'Payment Failed', operation: 'getPlanStatus' });
    await expect(ask()).rejects.toMatchObject({ errMsg: 'Payment Failed' });
    expect((await ask()).status).toBe('Y');
  });

  it('refuses wrong service credentials', async () => {
    const wrong = createInsurerAdapter({ baseUrl: () => base, username: 'svc', password: 'nope', timeoutMs: 3_000, readRetries: 0, log: { info: () => {}, warn: () => {} } });
    await expect(wrong.getPlanStatus({ quoteNo: 'x', srcBusId: 'CP' })).rejects.toMatchObject({ httpStatus: 401 });
  });
});
