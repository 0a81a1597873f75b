/**
 * Fixed-window counters in memory: enough to stop one client walking through plates and mobile
 * numbers to collect other people's policies, or making the server call the paid OCR vendors
 * without end. One server process; a cluster would need a shared store.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; false when the key has used up its window. */
  hit(key: string): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return this.limit > 0;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * The key a client is counted under. Every browser shares the public client id, so a browser is
 * told apart by its address; a partner's confidential client by its client id.
 */
export function rateLimitClient(request: { clientId?: string | undefined; ip: string }, publicClientId: string): string {
  return !request.clientId || request.clientId === publicClientId ? `ip:${request.ip}` : `client:${request.clientId}`;
}

export interface LookupLimiter {
  /** False when the client or the plate has had too many lookups. */
  allow(client: string, plate: string | undefined): boolean;
}

export function createLookupLimiter(perClientPerMinute: number, perPlatePerHour: number, now: () => number = Date.now): LookupLimiter {
  const clients = new WindowCounter(perClientPerMinute, 60_000, now);
  const plates = new WindowCounter(perPlatePerHour, 3_600_000, now);
  return {
    allow(client, plate) {
      if (!clients.hit(client)) return false;
      const key = plate?.trim().toUpperCase();
      return key ? plates.hit(key) : true;
    },
  };
}
