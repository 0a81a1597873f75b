/** Spec section 7: script chunks load with a 120-second time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureKind = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  constructor(
    readonly kind: ChunkFailureKind,
    readonly address: string,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk failed (${kind}): ${address}`);
    this.name = 'ChunkLoadError';
  }
}

/** Browsers name the module they could not fetch in the message; that is the only place it appears. */
export function addressFromError(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.m?js)/.exec(message)?.[1] ?? fallback;
}

/** A 404 for the module means a deploy replaced it ("missing"); anything else is a load error. */
async function classify(address: string): Promise<ChunkFailureKind> {
  if (!/^(https?:\/\/|\/)/.test(address)) return 'error';
  try {
    const response = await fetch(address, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/**
 * Wraps a dynamic import so that a failure or a hang becomes a ChunkLoadError with a kind and an
 * address the customer can report, instead of an endless spinner or a raw browser message.
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  name: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new ChunkLoadError('timeout', name));
    }, timeoutMs);
    importer().then(
      (module) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(module);
      },
      async (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const address = addressFromError(error, name);
        reject(new ChunkLoadError(await classify(address), address, error));
      },
    );
  });
}

/**
 * Code the customer needs only once they act (a dialog, what runs on submit): fetched on first use,
 * or ahead of it on a hint (focus, touch, hover). Later calls share the download; a failed one is
 * forgotten, so the next call tries again.
 */
export function onFirstUse<T>(importer: () => Promise<T>, name: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= loadChunk(importer, name).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
