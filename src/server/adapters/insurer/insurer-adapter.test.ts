import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInsurerAdapter, type InsurerAdapter } from './insurer-adapter.js';
import { InsurerError, InsurerFormatError, InsurerUnavailableError } from '../../../protocols/insurer/insurer-errors.js';
import { OPERATIONS, requestRoot, type OperationName } from '../../../protocols/insurer/operations.js';
import { parseXml } from '../../../protocols/insurer/xml-codec.js';

// The contract: the adapter must send exactly tests/contracts/insurer/<op>.request.xml and read <op>.reply.xml.
const sample = (name: string) => readFileSync(new URL(`../../../../tests/contracts/insurer/${name}`, import.meta.url), 'utf8');

let server: Server;
let baseUrl = '';
const received: Record<string, string> = {};
let nextReply: { status: number; body: string; delayMs?: number } | null = null;
const logLines: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const op = (req.url ?? '').split('/').pop() ?? '';
      received[op] = body;
      const reply = nextReply ?? { status: 200, body: sample(`${op}.reply.xml`) };
      nextReply = null;
      setTimeout(() => res.writeHead(reply.status, { 'content-type': 'text/xml' }).end(reply.body), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function adapter(timeoutMs = 2_000, readRetries = 0): InsurerAdapter {
  const log = (obj: object) => logLines.push(JSON.stringify(obj));
  return createInsurerAdapter({ baseUrl: () => baseUrl, username: 'portal-service', password: 'sample-password', timeoutMs, readRetries, log: { info: log, warn: log } });
}

/** The request fields of a sample, as the typed function receives them. */
function fieldsOf(op: OperationName): Record<string, string> {
  const node = parseXml(sample(`${op}.request.xml`), requestRoot(op));
  return Object.fromEntries(OPERATIONS[op].fields.map((f) => [f, String(node[f] ?? '')]));
}

describe('insurer adapter against the contract samples', () => {
  it('sends every operation exactly as its sample request and reads its sample reply', async () => {
    const a = adapter();
    const f = (op: OperationName) => fieldsOf(op) as never;
    const trans = await a.getTransDtls(f('getTransDtls'));
    expect(trans.previousInsurer).toBe('DIC');
    expect(trans.quote).toMatchObject({ civilId: '08123456', plateNumber: '01001', mobileNo: '+96891000001', prodId: '0501', whatsappNo: 'N/A', policyNo: 'N/A', coverFromDate: '01-08-2026 00:00:00' });
    expect(trans.quote.packages[0]?.coverageList).toHaveLength(6);
    expect((await a.getQuote(f('getQuote'), 1)).quoteNo).toBe('10/2026/0501/Q/000042');
    const v2 = await a.getQuote(f('getQuoteV2'), 2);
    expect(v2.packages.map((p) => p.planId)).toEqual(['050017', '050008']);
    expect(v2.vehicleValue).toBe('N/A');
    expect(await a.createPolicy(f('createPolicy'))).toEqual({ quoteNo: '10/2026/0501/Q/000044' });
    expect(await a.confirmPackage(f('confirmPackage'))).toEqual({ quoteNo: '10/2026/0501/Q/000044', packageId: '050004', premiumAmt: '234.150' });
    expect(await a.quoteToPolicyConversion(f('quoteToPolicyConversion'))).toEqual({ quoteNo: '10/2026/0501/Q/000044', policyNo: 'P/10/0501/2026/000007' });
    const docs = await a.getPolicyDoc(f('getPolicyDoc'));
    expect(docs[4]).toEqual({ label: 'Critical Illness Document - 75', url: 'https://insurer.example/b2b/docs/75' });
    expect((await a.getRopResubmissionDtls(f('getRopResubmissionDtls'))).statusMsg).toMatch(/under review/);
    expect(await a.getPolicyDtls(f('getPolicyDtls'))).toEqual({ policyNo: 'P/10/0502/2025/900013', mobileNo: '71000010' });
    expect(await a.getPlanStatus(f('getPlanStatus'))).toEqual({ quoteNo: '10/2026/0501/Q/000044', status: 'Y' });
    expect(await a.approvePolicy(f('approvePolicy'))).toEqual({ quoteNo: '10/2026/0501/Q/000042', status: 'Y' });
    expect(await a.getExpiringPolicies(f('getExpiringPolicies'))).toEqual([
      { policyNo: 'P/10/0501/2025/900001', coverTo: '2026-12-26T23:59:59', insuredName: 'Ahmed Al Balushi', mobileNo: '+96891000001', email: 'ahmed@example.om', plateNumber: '1001', plateCode: 'A', language: 'en' },
      { policyNo: 'P/10/0502/2025/900015', coverTo: '2026-12-03T23:59:59', insuredName: 'هدى المحروقية', mobileNo: '91000013', whatsappNo: '91000013', plateNumber: '4001', plateCode: 'S', language: 'ar' },
    ]);
    for (const op of Object.keys(OPERATIONS) as OperationName[]) {
      expect(received[OPERATIONS[op].path], op).toBe(sample(`${op}.request.xml`));
    }
  });

  it('never logs the password or a full civil id', () => {
    const all = logLines.join('\n');
    expect(all).not.toContain('sample-password');
    expect(all).not.toContain('08123456');
    expect(all).toContain('*****456');
  });

  it('escapes markup in values: a plate cannot add elements', async () => {
    await adapter().getRopResubmissionDtls({ civilId: '', mobileNo: '', plateNo: '12</plateNo><srcBusId>X', policyNo: '', registrationMark: 'A', srcBusId: 'CP' });
    const node = parseXml(received['getRopResubmissionDtls']!, 'getRopResubmissionDtlsRequest');
    expect(node['plateNo']).toBe('12</plateNo><srcBusId>X');
    expect(node['srcBusId']).toBe('CP');
  });

  it('turns errMsg into InsurerError with previousInsurer', async () => {
    nextReply = { status: 200, body: sample('getTransDtls.errmsg-reply.xml') };
    const err = await adapter().getTransDtls(fieldsOf('getTransDtls') as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsurerError);
    expect(err).toMatchObject({ errMsg: 'Please try 180 days before the policy expiry Date 15-03-2027', previousInsurer: 'DIC' });
  });

  it('rejects malformed XML and a reply of the wrong shape as format errors', async () => {
    nextReply = { status: 200, body: '<getPlanStatusResponse><status>Y</getPlanStatusResponse>' };
    await expect(adapter().getPlanStatus({ quoteNo: 'x', srcBusId: 'CP' })).rejects.toBeInstanceOf(InsurerFormatError);
    nextReply = { status: 200, body: '<somethingElse><status>Y</status></somethingElse>' };
    await expect(adapter().getPlanStatus({ quoteNo: 'x', srcBusId: 'CP' })).rejects.toBeInstanceOf(InsurerFormatError);
    nextReply = { status: 200, body: '<getQuoteResponse><noQuote/></getQuoteResponse>' };
    await expect(adapter().getQuote(fieldsOf('getQuote') as never, 1)).rejects.toBeInstanceOf(InsurerFormatError);
  });

  it('takes a truncated or mis-nested reply as a format error, never as an answer', async () => {
    const reply = sample('getTransDtls.reply.xml');
    for (const cut of [reply.indexOf('<quote>') + 7, reply.lastIndexOf('</quote>'), reply.trimEnd().length - 1]) {
      nextReply = { status: 200, body: reply.slice(0, cut) };
      await expect(adapter().getTransDtls(fieldsOf('getTransDtls') as never), `cut at ${cut}`).rejects.toBeInstanceOf(InsurerFormatError);
    }
    nextReply = { status: 200, body: reply.replace('</quoteNo>', '</quoteStatus>') };
    await expect(adapter().getTransDtls(fieldsOf('getTransDtls') as never)).rejects.toBeInstanceOf(InsurerFormatError);
    expect(logLines.at(-1)).toContain('"outcome":"bad-format"');
  });

  it('reads an empty or one-policy list of expiring policies, and refuses a policy without its expiry', async () => {
    const req = { coverToFrom: '2026-11-26', coverToUntil: '2026-11-27', srcBusId: 'CP' };
    nextReply = { status: 200, body: '<getExpiringPoliciesResponse><policyList/></getExpiringPoliciesResponse>' };
    expect(await adapter().getExpiringPolicies(req)).toEqual([]);
    nextReply = { status: 200, body: '<getExpiringPoliciesResponse><policyList><policy><policyNo>P/1</policyNo><coverToDate>2026-11-27T23:59:59</coverToDate><mobileNo>91234567</mobileNo><language>fr</language><whatsappNo>N/A</whatsappNo></policy></policyList></getExpiringPoliciesResponse>' };
    expect(await adapter().getExpiringPolicies(req)).toEqual([{ policyNo: 'P/1', coverTo: '2026-11-27T23:59:59', insuredName: '', mobileNo: '91234567', plateNumber: '', plateCode: '' }]);
    nextReply = { status: 200, body: '<getExpiringPoliciesResponse><policyList><policy><policyNo>P/1</policyNo><coverToDate>soon</coverToDate><mobileNo>9</mobileNo></policy></policyList></getExpiringPoliciesResponse>' };
    await expect(adapter().getExpiringPolicies(req)).rejects.toBeInstanceOf(InsurerFormatError);
  });

  it('times out, and retries reads only', async () => {
    nextReply = { status: 200, body: sample('getPlanStatus.reply.xml'), delayMs: 500 };
    await expect(adapter(100).getPlanStatus({ quoteNo: 'x', srcBusId: 'CP' })).rejects.toMatchObject({ reason: 'timeout' });
    // One 500 then the sample: a read with one retry succeeds, a write does not retry.
    nextReply = { status: 500, body: 'oops' };
    expect((await adapter(2_000, 1).getPlanStatus({ quoteNo: 'x', srcBusId: 'CP' })).status).toBe('Y');
    nextReply = { status: 500, body: 'oops' };
    await expect(adapter(2_000, 1).createPolicy(fieldsOf('createPolicy') as never)).rejects.toBeInstanceOf(InsurerUnavailableError);
  });
});
