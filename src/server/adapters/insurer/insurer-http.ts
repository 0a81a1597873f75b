// The HTTP POST of one insurer call, on node:http/https with keep-alive agents. The global fetch
// (undici's WHATWG layer: streams, Headers, AbortSignal) cost 9-12 % of a renewal lookup's CPU;
// a plain request on a pooled socket does the same work for a fraction of it.
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { InsurerUnavailableError } from '../../../protocols/insurer/insurer-errors.js';

/** Largest reply read (after decompression): an insurer message is a few KB; more is a fault. */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;

// The portal asks for no compression, but an insurer (or a proxy) may compress anyway.
const gunzip = (body: Buffer) => gunzipSync(body, { maxOutputLength: MAX_REPLY_BYTES });
const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzip,
  'x-gzip': gunzip,
  deflate: (body) => inflateSync(body, { maxOutputLength: MAX_REPLY_BYTES }),
  br: (body) => brotliDecompressSync(body, { maxOutputLength: MAX_REPLY_BYTES }),
};

/** The reply's text: decoded as its Content-Encoding says; undefined for an encoding not known. */
function replyText(body: Buffer, encoding: string | undefined): string {
  const name = (encoding ?? '').trim().toLowerCase();
  const decode = name === '' || name === 'identity' ? (b: Buffer) => b : DECODERS[name];
  if (!decode) throw new Error(`the reply's Content-Encoding "${name}" is not supported`);
  // A leading byte-order mark is dropped, as fetch's text() did.
  return decode(body).toString('utf8').replace(/^\uFEFF/, '');
}

// One pool per scheme for the process: the insurer is one origin, so its connections are reused.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * POSTs `xml` to `url` and answers the body of a 200 reply as UTF-8 text. No answer within
 * `timeoutMs` (headers and body together) is a 'timeout'; a refused, reset or unreadable
 * connection a 'network' failure; any status but 200 an 'http' one.
 */
export function postXml(url: string, xml: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch (err) {
      reject(new InsurerUnavailableError((err as Error).message, 'network'));
      return;
    }
    const transport = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : undefined;
    if (!transport) {
      reject(new InsurerUnavailableError(`unsupported protocol ${target.protocol}`, 'network'));
      return;
    }
    let settled = false;
    const finish = (error: InsurerUnavailableError | undefined, body?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(body!);
    };
    const body = Buffer.from(xml, 'utf8');
    const request = transport.request(target, {
      method: 'POST',
      agent: agents[target.protocol as 'http:' | 'https:'],
      headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml', 'content-length': body.length },
    });
    const timer = setTimeout(() => {
      finish(new InsurerUnavailableError(`no reply within ${timeoutMs} ms`, 'timeout'));
      // The socket is dropped, not returned to the pool: a late reply must not meet the next call.
      request.destroy();
    }, timeoutMs);
    request.on('error', (err) => finish(new InsurerUnavailableError(err.message, 'network')));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume(); // drained, so the socket can serve the next call
        finish(new InsurerUnavailableError(`HTTP ${response.statusCode}`, 'http', response.statusCode));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_REPLY_BYTES) chunks.push(chunk);
        else {
          finish(new InsurerUnavailableError(`the reply is larger than ${MAX_REPLY_BYTES} bytes`, 'network'));
          request.destroy();
        }
      });
      response.on('error', (err) => finish(new InsurerUnavailableError(err.message, 'network')));
      response.on('aborted', () => finish(new InsurerUnavailableError('the connection closed mid-reply', 'network')));
      response.on('end', () => {
        if (!response.complete) {
          finish(new InsurerUnavailableError('the connection closed mid-reply', 'network'));
          return;
        }
        let text: string;
        try {
          text = replyText(Buffer.concat(chunks), response.headers['content-encoding']);
        } catch (err) {
          finish(new InsurerUnavailableError((err as Error).message, 'network'));
          return;
        }
        finish(undefined, text);
      });
    });
    request.end(body);
  });
}
