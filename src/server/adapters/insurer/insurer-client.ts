import { observeOutsideCall } from '../../plugins/metrics.js';
import { InsurerError, InsurerFormatError, InsurerUnavailableError } from '../../../protocols/insurer/insurer-errors.js';
import { OPERATIONS, replyRoot, requestRoot, type FieldsOf, type OperationName } from '../../../protocols/insurer/operations.js';
import { buildXml, parseXml, text, type XmlNode } from '../../../protocols/insurer/xml-codec.js';
import { postXml } from './insurer-http.js';

export interface InsurerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface InsurerTransportOptions {
  /** Resolved per call: in sandbox mode the base is only known once the server listens. */
  baseUrl: () => string;
  username: string;
  password: string;
  timeoutMs: number;
  /** Extra attempts for read operations after a time-out, network error or HTTP 5xx. */
  readRetries: number;
  log: InsurerLogger;
}

/** All but the last 3 characters masked: enough to correlate log lines, not to identify someone. */
export function maskId(value: string): string {
  return value.length <= 3 ? '*'.repeat(value.length) : '*'.repeat(value.length - 3) + value.slice(-3);
}

// Identifiers worth correlating in logs, always masked; the password is never among them.
const LOGGED_IDS = ['civilId', 'quoteNo', 'policyNo', 'mer_param_2', 'renewalQuoteNo'] as const;

function logContext(op: OperationName, fields: Record<string, string>): Record<string, string> {
  const context: Record<string, string> = { insurerOperation: op };
  for (const name of LOGGED_IDS) {
    const value = fields[name];
    if (value) context[name] = maskId(value);
  }
  return context;
}

/** Sends one operation and returns its reply body; errMsg becomes an InsurerError. */
export async function callInsurer<Op extends OperationName>(
  options: InsurerTransportOptions,
  op: Op,
  fields: FieldsOf<Op>,
): Promise<XmlNode> {
  const spec = OPERATIONS[op];
  const values = fields as Record<string, string>;
  const body: XmlNode = { userName: options.username, password: options.password };
  for (const name of spec.fields) body[name] = values[name] ?? '';
  const xml = buildXml(requestRoot(op), body);
  const attempts = spec.read ? 1 + Math.max(0, options.readRetries) : 1;
  const context = logContext(op, values);

  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      // One observation per attempt; an unreadable answer is the insurer's failure too.
      const node = await observeOutsideCall('insurer', op, async () => parseXml(await post(options, spec.path, xml), replyRoot(op)));
      const errMsg = text(node, 'errMsg');
      if (errMsg !== undefined && errMsg.trim() !== '') {
        options.log.info({ ...context, attempt, durationMs: elapsed(), outcome: 'errMsg' }, 'insurer call refused');
        const owner = text(node, 'ownerOfRecord');
        throw new InsurerError(op, errMsg.trim(), text(node, 'previousInsurer'), owner === undefined ? undefined : owner.trim().toUpperCase() === 'Y');
      }
      options.log.info({ ...context, attempt, durationMs: elapsed(), outcome: 'ok' }, 'insurer call');
      return node;
    } catch (err) {
      if (err instanceof InsurerError) throw err;
      const outcome = err instanceof InsurerFormatError ? 'bad-format' : err instanceof InsurerUnavailableError ? err.reason : 'error';
      options.log.warn(
        { ...context, attempt, durationMs: elapsed(), outcome, detail: (err as Error).message },
        'insurer call failed',
      );
      if (!(err instanceof InsurerUnavailableError) || attempt >= attempts) throw err;
    }
  }
}

function post(options: InsurerTransportOptions, path: string, xml: string): Promise<string> {
  return postXml(`${options.baseUrl().replace(/\/+$/, '')}/b2b/motor/${path}`, xml, options.timeoutMs);
}
