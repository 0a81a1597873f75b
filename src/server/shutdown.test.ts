import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeWithin, installShutdown } from './shutdown.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls instead of a fixed wait: the machine may be busy. */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !condition() && Date.now() < end;) await sleep(20);
}

/** `arrived` resolves once a request is inside the handler: on a busy machine 100 ms may not do. */
async function slowServer(ms: number): Promise<{ app: FastifyInstance; url: string; arrived: Promise<void> }> {
  const app = Fastify();
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => { arrive = resolve; });
  app.get('/slow', async () => {
    arrive();
    await sleep(ms);
    return { done: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, arrived };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  // A test that hit its deadline leaves the slow request running: end it for good.
  open?.server.closeAllConnections();
  await open?.close();
  open = undefined;
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, then reports closed', async () => {
    const { app, url, arrived } = await slowServer(400);
    const inFlight = fetch(`${url}/slow`);
    await arrived;
    const closing = closeWithin(app, 5_000);
    await sleep(20);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await closing).toBe('closed');
  });

  it('gives up at the deadline when a request takes longer', async () => {
    const { app, url, arrived } = await slowServer(3_000);
    open = app;
    const inFlight = fetch(`${url}/slow`).catch(() => undefined);
    await arrived;
    const started = Date.now();
    expect(await closeWithin(app, 200)).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(1_000);
    void inFlight;
  });

  it('exits 0 after a clean close on SIGTERM, 1 on a second signal or at the deadline', async () => {
    const clean = await slowServer(10);
    const signals = new EventEmitter();
    const codes: number[] = [];
    installShutdown(clean.app, 1_000, { exit: (code) => codes.push(code), signals });
    signals.emit('SIGTERM', 'SIGTERM');
    await until(() => codes.length > 0);
    expect(codes).toEqual([0]);

    const stuck = await slowServer(3_000);
    open = stuck.app;
    const stuckSignals = new EventEmitter();
    const stuckCodes: number[] = [];
    installShutdown(stuck.app, 150, { exit: (code) => stuckCodes.push(code), signals: stuckSignals });
    void fetch(`${stuck.url}/slow`).catch(() => undefined);
    await stuck.arrived;
    stuckSignals.emit('SIGTERM', 'SIGTERM');
    stuckSignals.emit('SIGINT', 'SIGINT');
    expect(stuckCodes).toEqual([1]);
    await until(() => stuckCodes.length > 1);
    expect(stuckCodes).toEqual([1, 1]);
  });
});
