// Graceful shutdown with a deadline: stop accepting, let requests in flight finish within the
// configured time, then exit. A payment settlement may wait on the gateway for up to a minute;
// an orchestrator kills the process at the end of its grace period anyway, so we exit first
// and say what was cut short.
import type { FastifyInstance } from 'fastify';

export type CloseOutcome = 'closed' | 'deadline';

/** app.close() (no new connections, in-flight requests finish), or 'deadline' after timeoutMs. */
export async function closeWithin(app: FastifyInstance, timeoutMs: number): Promise<CloseOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CloseOutcome>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), timeoutMs);
  });
  // A keep-alive connection whose request has just finished would otherwise hold the close
  // open until its idle time-out (72 s): drop connections as soon as they fall idle.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    return await Promise.race([app.close().then((): CloseOutcome => 'closed'), deadline]);
  } finally {
    clearTimeout(timer);
    clearInterval(sweeper);
  }
}

const IDLE_SWEEP_MS = 100;

/** SIGTERM/SIGINT close within the deadline (exit 0, or 1 if cut short); a second signal exits at once. */
export function installShutdown(
  app: FastifyInstance,
  timeoutMs: number,
  { exit = process.exit, signals = process }: { exit?: (code: number) => void; signals?: NodeJS.EventEmitter } = {},
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    closing = true;
    app.log.info(`${signal}: closing (no new connections; requests in flight get ${timeoutMs} ms)`);
    closeWithin(app, timeoutMs).then(
      (outcome) => {
        if (outcome === 'deadline') app.log.error(`shutdown deadline of ${timeoutMs} ms passed with requests still in flight: exiting`);
        exit(outcome === 'closed' ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
}
