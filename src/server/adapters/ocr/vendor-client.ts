// HTTP client of one OCR vendor: log in for a bearer token, keep it until shortly before it
// expires, and send one picture per call. The password and the token never reach a log line or
// an error message: only the vendor's name, the step, the status and the duration do.
import { observeOutsideCall } from '../../plugins/metrics.js';
import { OcrError, type OcrVendorName } from './ocr-errors.js';

export interface OcrLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface OcrVendorConfig {
  vendor: OcrVendorName;
  /**
   * e.g. https://ocr.example.com or http://127.0.0.1:3000/sandbox/ocr/mulkiya. A function when
   * it is only known once the server listens (the sandbox simulators are on the portal's own port).
   */
  baseUrl: string | (() => string);
  username: string;
  password: string;
  /** Per HTTP call: log-in and each picture. */
  timeoutMs: number;
  logger?: OcrLogger;
  now?: () => number;
}

export interface OcrImage {
  bytes: Uint8Array;
  /** The type found by content (see image-check.ts), sent as the part's content type. */
  mediaType: string;
  fileName?: string;
}

/** Renew this long before the vendor's expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 30_000;
/** When the vendor does not say how long a token lives. */
const DEFAULT_TTL_S = 300;

export class OcrVendorClient {
  private token: { value: string; renewAt: number } | null = null;
  private login: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(private readonly config: OcrVendorConfig) {
    this.now = config.now ?? Date.now;
  }

  /** The vendor's JSON answer for one picture; `log` is the asking request's logger when there is one. */
  async recognise(image: OcrImage, log = this.config.logger): Promise<Record<string, unknown>> {
    let response = await this.send(image, await this.accessToken(log), log);
    if (response.status === 401) {
      await discard(response);
      // The vendor may drop a token before its stated expiry (a restart, a revocation): log in once more.
      this.token = null;
      response = await this.send(image, await this.accessToken(log), log);
    }
    if (!response.ok) await discard(response);
    if (response.status === 400) {
      throw new OcrError('OCR_UNREADABLE', this.config.vendor, `${this.config.vendor} OCR could not read the image`, 400);
    }
    if (!response.ok) {
      throw new OcrError('OCR_FAILED', this.config.vendor, `${this.config.vendor} OCR answered ${response.status}`, response.status);
    }
    return this.json(response, 'output_ocr');
  }

  /** The cached token, or a fresh one; parallel callers share one log-in. */
  private async accessToken(log: OcrLogger | undefined): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.login ??= this.logIn(log).finally(() => { this.login = null; });
    return this.login;
  }

  private async logIn(log: OcrLogger | undefined): Promise<string> {
    const response = await this.call('auth', log, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: this.config.username, password: this.config.password }),
    });
    if (!response.ok) {
      await discard(response);
      throw new OcrError('OCR_FAILED', this.config.vendor, `${this.config.vendor} OCR log-in answered ${response.status}`, response.status);
    }
    const body = await this.json(response, 'auth');
    const token = body.access_token;
    if (typeof token !== 'string' || token === '') {
      throw new OcrError('OCR_FAILED', this.config.vendor, `${this.config.vendor} OCR log-in gave no access_token`);
    }
    const ttlMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_TTL_S) * 1000;
    // A short-lived token is renewed at 90% of its life rather than never being cached at all.
    this.token = { value: token, renewAt: this.now() + ttlMs - Math.min(EXPIRY_MARGIN_MS, ttlMs / 10) };
    return token;
  }

  private send(image: OcrImage, token: string, log: OcrLogger | undefined): Promise<Response> {
    const form = new FormData();
    form.append('fileKey', new Blob([image.bytes.slice()], { type: image.mediaType }), image.fileName ?? 'image');
    return this.call('output_ocr', log, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  }

  private async call(step: 'auth' | 'output_ocr', log: OcrLogger | undefined, init: RequestInit): Promise<Response> {
    const started = this.now();
    const base = typeof this.config.baseUrl === 'function' ? this.config.baseUrl() : this.config.baseUrl;
    const url = `${base.replace(/\/+$/, '')}/${step}`;
    try {
      const response = await observeOutsideCall('ocr', `${this.config.vendor}.${step}`,
        () => fetch(url, { ...init, signal: AbortSignal.timeout(this.config.timeoutMs) }), (r) => r.status >= 500);
      log?.info({ vendor: this.config.vendor, step, status: response.status, ms: this.now() - started }, 'OCR call');
      return response;
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      log?.warn({ vendor: this.config.vendor, step, reason, ms: this.now() - started }, 'OCR call failed');
      throw new OcrError('OCR_FAILED', this.config.vendor, `${this.config.vendor} OCR ${step} ${reason}`);
    }
  }

  private async json(response: Response, step: string): Promise<Record<string, unknown>> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new OcrError('OCR_FAILED', this.config.vendor, `${this.config.vendor} OCR ${step} answered with something other than a JSON object`);
    }
    return body as Record<string, unknown>;
  }
}

/** Frees the connection of an answer whose body is not needed. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}
