import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { InsurerFormatError } from '../../protocols/insurer/insurer-errors.js';
import { OPERATIONS, operationForPath, replyRoot, requestRoot, type OperationName } from '../../protocols/insurer/operations.js';
import { buildXml, parseXml, text, type XmlNode } from '../../protocols/insurer/xml-codec.js';
import { FAULT_BODY_SCHEMA, FaultQueue, type FaultRequest } from './faults.js';
import { catalogPlansNotPriced } from './catalog-plans.js';
import { loadInsurerPlans, plansFileIn, PlansFileError, type InsurerPlans } from './plans-file.js';
import { renderPolicyDocument } from './policy-pdf.js';
import { getExpiringPolicies } from './expiring-ops.js';
import { approvePolicy, getPolicyDoc, getPolicyDtls, getRopResubmissionDtls, quoteToPolicyConversion } from './policy-ops.js';
import { confirmPackage, createPolicy, getPlanStatus, getQuote, getTransDtls } from './quote-ops.js';
import { Refusal, type Db } from './records.js';
import { LOAD_RENEWALS_MAX, seedLoadRenewals, seedSandboxInsurer } from './seed.js';

type Fields = Record<string, string>;
type Handler = (db: Db, table: InsurerPlans, fields: Fields, documentsBase: string) => Promise<XmlNode>;

// Each handler receives exactly the fields of its operation (absent ones as ''), as the contract says.
const HANDLERS: Record<OperationName, Handler> = {
  getTransDtls: (db, t, f) => getTransDtls(db, t, f as never),
  getQuote: (db, t, f) => getQuote(db, t, f as never, false),
  getQuoteV2: (db, t, f) => getQuote(db, t, f as never, true),
  createPolicy: (db, t, f) => createPolicy(db, t, f as never),
  confirmPackage: (db, t, f) => confirmPackage(db, t, f as never),
  quoteToPolicyConversion: (db, t, f) => quoteToPolicyConversion(db, t, f as never),
  getPolicyDoc: (db, t, f, base) => getPolicyDoc(db, t, f as never, base),
  getRopResubmissionDtls: (db, _t, f) => getRopResubmissionDtls(db, f as never),
  getPolicyDtls: (db, _t, f) => getPolicyDtls(db, f as never),
  getPlanStatus: (db, _t, f) => getPlanStatus(db, f as never),
  approvePolicy: (db, t, f) => approvePolicy(db, t, f as never),
  getExpiringPolicies: (db, _t, f) => getExpiringPolicies(db, f as never),
};

export interface InsurerSandboxOptions {
  /** The service credentials this insurer issued to the portal. */
  username: string;
  password: string;
  /**
   * Its products, plans, add-ons and rating table (docs/sandbox-insurer.md, "Plans, add-ons and
   * rating"); default sandbox/insurer-plans.json under the working directory.
   */
  plansFile?: string;
  /**
   * Also run by `_reset`: the portal's own sandbox state that the documented cases depend on
   * (its lookup limits: staff testing with the sample plates would otherwise hit 10 per hour).
   */
  onReset?: () => Promise<void>;
}

// Operations that only read (getTransDtls' one write, a renewal quote made on first lookup, is a
// single INSERT): no transaction, which would cost two round trips and hold a connection.
const READ_ONLY = new Set<OperationName>(['getTransDtls', 'getQuote', 'getQuoteV2', 'getPolicyDoc', 'getRopResubmissionDtls', 'getPolicyDtls', 'getPlanStatus', 'getExpiringPolicies']);

function sendXml(reply: FastifyReply, status: number, op: OperationName, body: XmlNode) {
  return reply.code(status).type('text/xml; charset=utf-8').send(buildXml(replyRoot(op), body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for the insurer's B2B services: `POST /b2b/motor/<operation>` in the XML of
 * src/protocols/insurer/operations.ts, documents at `/documents/<n>`, faults at `/_faults`, a re-seed at `/_reset`.
 */
export const insurerSandbox: FastifyPluginAsync<InsurerSandboxOptions> = async (app: FastifyInstance, options) => {
  const plansFile = options.plansFile ?? plansFileIn(process.cwd());
  // Read at start and again at each _reset (a PlansFileError there keeps the table in use).
  const loadPlans = async () => {
    const loaded = await loadInsurerPlans(plansFile);
    for (const planId of await catalogPlansNotPriced(plansFile, loaded)) {
      app.log.warn(`sandbox insurer: plan ${planId} of schemas/catalog/products.json is not in ${plansFile}; quotes with it are refused`);
    }
    return loaded;
  };
  let table = await loadPlans();
  await seedSandboxInsurer(app.db);
  const faults = new FaultQueue();
  const prefix = app.prefix;

  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  // Not compressed: the portal calls this over loopback, where gzip costs CPU on both ends and saves nothing.
  // No request line: the portal's "insurer call" line already says the operation, outcome and time.
  const b2bRoute = { config: { public: true }, compress: false, logLevel: 'warn' } as const;
  app.post<{ Params: { operation: string }; Body: string }>('/b2b/motor/:operation', b2bRoute, async (request, reply) => {
    const op = operationForPath(request.params.operation);
    if (!op) return reply.code(404).type('text/plain').send('Unknown operation');
    const fault = faults.take(OPERATIONS[op].path);
    if (fault?.kind === 'slow') await sleep(fault.delayMs);
    if (fault?.kind === 'http500') return reply.code(500).type('text/html').send('<html><body>Internal Server Error</body></html>');
    if (fault?.kind === 'malformed') return reply.code(200).type('text/xml').send(`<${replyRoot(op)}><quote><quoteNo>1</quote>`);
    if (fault?.kind === 'errMsg') return sendXml(reply, 200, op, { errMsg: fault.errMsg });

    let node: XmlNode;
    try {
      node = parseXml(typeof request.body === 'string' ? request.body : '', requestRoot(op));
    } catch (err) {
      if (err instanceof InsurerFormatError) return reply.code(400).type('text/plain').send(`Bad request: ${err.message}`);
      throw err;
    }
    if (text(node, 'userName') !== options.username || text(node, 'password') !== options.password) {
      return reply.code(401).type('text/plain').send('Invalid service credentials');
    }
    const fields: Fields = {};
    for (const name of OPERATIONS[op].fields) {
      const value = node[name];
      fields[name] = typeof value === 'string' ? value : '';
    }
    const documentsBase = `${request.protocol}://${request.host}${prefix}/documents`;
    try {
      const answer = READ_ONLY.has(op)
        ? await HANDLERS[op](app.db, table, fields, documentsBase)
        : await app.db.transaction((tx) => HANDLERS[op](tx, table, fields, documentsBase));
      return sendXml(reply, 200, op, answer);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      const body: XmlNode = { errMsg: err.message };
      if (err.previousInsurer !== undefined) body['previousInsurer'] = err.previousInsurer;
      if (err.ownerOfRecord !== undefined) body['ownerOfRecord'] = err.ownerOfRecord ? 'Y' : 'N';
      return sendXml(reply, 200, op, body);
    }
  });

  // GET answers HEAD too (Fastify's exposeHeadRoutes), with the same headers and no body.
  app.get<{ Params: { n: string } }>('/documents/:n', { config: { public: true } }, async (request, reply) => {
    const pdf = /^\d{1,12}$/.test(request.params.n) ? await renderPolicyDocument(app.db, table, Number(request.params.n)) : undefined;
    if (!pdf) return reply.code(404).type('text/plain').send('No such document');
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="document-${request.params.n}.pdf"`)
      .send(Buffer.from(pdf));
  });

  app.post<{ Body: FaultRequest }>('/_faults', { config: { public: true }, schema: { body: FAULT_BODY_SCHEMA } }, async (request) => {
    return { queued: faults.add(request.body), pending: faults.pending() };
  });
  app.delete('/_faults', { config: { public: true } }, async () => {
    faults.clear();
    return { pending: [] };
  });
  // Tests that buy or pay change the seeded vehicles (a bought quote becomes the vehicle's
  // "active quote"); re-seeding puts every documented case back. Numbers come from sequences,
  // so a quote or policy number is never issued twice. It also reads the plans file again, so a
  // plan staff added is priced without a restart; a broken file is answered and the old table kept.
  app.post('/_reset', { config: { public: true } }, async (_request, reply) => {
    try {
      table = await loadPlans();
    } catch (err) {
      if (!(err instanceof PlansFileError)) throw err;
      return reply.code(422).send({ reset: false, file: err.file, problems: err.problems });
    }
    faults.clear();
    await seedSandboxInsurer(app.db);
    await options.onReset?.();
    return { reset: true };
  });
  // Load runs (npm run bench): customers who can each renew once; again, and they can again.
  app.post<{ Body: { count: number } }>('/_load-renewals', {
    config: { public: true },
    schema: { body: { type: 'object', required: ['count'], additionalProperties: false, properties: { count: { type: 'integer', minimum: 1, maximum: LOAD_RENEWALS_MAX } } } },
  }, async (request) => ({ customers: await seedLoadRenewals(app.db, request.body.count) }));
};
