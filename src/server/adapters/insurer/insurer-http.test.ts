import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsurerUnavailableError } from '../../../protocols/insurer/insurer-errors.js';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { MAX_REPLY_BYTES, postXml } from './insurer-http.js';

let server: Server;
let base = '';
let handle: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_req, res) => res.end('');
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (err: unknown) => err as InsurerUnavailableError);

describe('postXml', () => {
  it('sends the XML with its headers and reads a UTF-8 body split across chunks', async () => {
    let seen: { body: string; type?: string; length?: string } | undefined;
    handle = (req, res, body) => {
      seen = { body, type: req.headers['content-type'], length: req.headers['content-length'] };
      const reply = Buffer.from('<r>مرحبا</r>', 'utf8');
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.write(reply.subarray(0, 4)); // cuts a two-byte letter in half
      setTimeout(() => res.end(reply.subarray(4)), 10);
    };
    expect(await postXml(`${base}/b2b/motor/x`, '<q>ع</q>', 1_000)).toBe('<r>مرحبا</r>');
    expect(seen).toEqual({ body: '<q>ع</q>', type: 'text/xml; charset=utf-8', length: String(Buffer.byteLength('<q>ع</q>')) });
  });

  it('drops a leading byte-order mark, as fetch did', async () => {
    handle = (_req, res) => res.end(Buffer.from('\uFEFF<r/>', 'utf8'));
    expect(await postXml(`${base}/x`, '<q/>', 1_000)).toBe('<r/>');
  });

  it('reads a reply compressed though no compression was asked for', async () => {
    const reply = Buffer.from('<r>مرحبا</r>', 'utf8');
    for (const [encoding, body] of [['gzip', gzipSync(reply)], ['deflate', deflateSync(reply)], ['br', brotliCompressSync(reply)]] as const) {
      handle = (_req, res) => res.writeHead(200, { 'content-encoding': encoding }).end(body);
      expect(await postXml(`${base}/x`, '<q/>', 1_000), encoding).toBe('<r>مرحبا</r>');
    }
  });

  it('an unknown encoding, a broken one, a too large reply or a compression bomb is a network failure', async () => {
    handle = (_req, res) => res.writeHead(200, { 'content-encoding': 'zstd' }).end('<r/>');
    expect(await failure(postXml(`${base}/x`, '<q/>', 1_000))).toMatchObject({ reason: 'network', message: expect.stringContaining('zstd') });
    handle = (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end('<r/>');
    expect(await failure(postXml(`${base}/x`, '<q/>', 1_000))).toMatchObject({ reason: 'network' });
    handle = (_req, res) => res.end(Buffer.alloc(MAX_REPLY_BYTES + 1, 'a'));
    expect(await failure(postXml(`${base}/x`, '<q/>', 5_000))).toMatchObject({ reason: 'network', message: expect.stringContaining('larger') });
    const bomb = gzipSync(Buffer.alloc(MAX_REPLY_BYTES * 2, 'a'));
    handle = (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    expect(await failure(postXml(`${base}/x`, '<q/>', 5_000))).toMatchObject({ reason: 'network' });
  });

  it('reuses one connection for calls one after another', async () => {
    handle = (_req, res) => res.end('<ok/>');
    sockets.clear();
    for (let i = 0; i < 3; i++) await postXml(`${base}/x`, '<q/>', 1_000);
    // At most one new connection (none when the previous test's is still pooled), not three.
    expect(sockets.size).toBeLessThanOrEqual(1);
  });

  it('a status other than 200 is an http failure carrying the status', async () => {
    handle = (_req, res) => res.writeHead(503).end('busy');
    expect(await failure(postXml(`${base}/x`, '<q/>', 1_000))).toMatchObject({ reason: 'http', httpStatus: 503 });
  });

  it('no headers in time, or a body that stops coming, is a timeout', async () => {
    handle = () => {}; // never answers
    expect(await failure(postXml(`${base}/x`, '<q/>', 100))).toMatchObject({ reason: 'timeout' });
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.write('<r>'); // then nothing
    };
    const err = await failure(postXml(`${base}/x`, '<q/>', 100));
    expect(err).toBeInstanceOf(InsurerUnavailableError);
    expect(err).toMatchObject({ reason: 'timeout' });
  });

  it('a connection closed mid-reply or refused is a network failure', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml', 'content-length': '100' });
      res.write('<r>', () => res.socket?.destroy());
    };
    expect(await failure(postXml(`${base}/x`, '<q/>', 1_000))).toMatchObject({ reason: 'network' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(postXml(`http://127.0.0.1:${port}/x`, '<q/>', 1_000))).toMatchObject({ reason: 'network' });
    expect(await failure(postXml('ftp://insurer.example/x', '<q/>', 1_000))).toMatchObject({ reason: 'network' });
  });
});
