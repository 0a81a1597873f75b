/** Failures the sandbox insurer can be told to produce, so tests can see how the portal copes. */
export type FaultKind = 'slow' | 'http500' | 'malformed' | 'errMsg';

export interface Fault {
  kind: FaultKind;
  /** How many matching calls still get this fault. */
  remaining: number;
  /** Only calls of this operation (its B2B path); any operation when absent. */
  operation?: string;
  delayMs: number;
  errMsg: string;
}

export const FAULT_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['slow', 'http500', 'malformed', 'errMsg'] },
    times: { type: 'integer', minimum: 1, maximum: 100 },
    operation: { type: 'string', maxLength: 64 },
    delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
    errMsg: { type: 'string', maxLength: 500 },
  },
} as const;

export interface FaultRequest {
  kind: FaultKind;
  times?: number;
  operation?: string;
  delayMs?: number;
  errMsg?: string;
}

/** Queued faults of one sandbox instance; each call consumes the first that matches it. */
export class FaultQueue {
  private faults: Fault[] = [];

  add(req: FaultRequest): Fault {
    const fault: Fault = {
      kind: req.kind,
      remaining: req.times ?? 1,
      operation: req.operation,
      delayMs: req.delayMs ?? 5_000,
      errMsg: req.errMsg ?? 'Service temporarily unavailable.',
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  take(operation: string): Fault | undefined {
    const fault = this.faults.find((f) => !f.operation || f.operation === operation);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  pending(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }
}
