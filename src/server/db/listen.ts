// LISTEN on PostgreSQL: a connection of its own (a pooled one would be handed to other queries),
// reconnected after a loss with a growing pause. Notifications sent while it was away are lost;
// listeners keep a periodic check for that (config releases: src/server/releases/release-source.ts).
import pg from 'pg';

const RETRY_MS = [500, 1_000, 2_000, 5_000];

export async function listenOnPostgres(
  config: pg.ClientConfig, channel: string, onNotify: (payload: string) => void, onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    failures = 0;
  };

  const lost = (which: pg.Client, error: Error) => {
    if (stopped || client !== which) return;
    client = undefined;
    onError?.(error);
    retry();
  };

  const retry = () => {
    const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]!;
    timer = setTimeout(() => {
      connect().catch((error: Error) => {
        onError?.(error);
        if (!stopped) retry();
      });
    }, wait);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
