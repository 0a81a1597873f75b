// The staff API over HTTP: signs in once (POST /api/staff/login), keeps the session cookie the
// answer sets, and sends the session's CSRF token on every call that changes something. Errors
// come back as `{ error: { code, message, details? } }` and become a CliError with that message.

/** A failure to tell the user in one message; the CLI prints it and exits 1. */
export class CliError extends Error {}

export interface Credentials {
  username: string;
  password: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** A JSON body sent as this text, byte for byte (a config file saved exactly as written). */
  jsonText?: string;
  headers?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API answers most resources as `{ data }`: the resource is what is inside. */
export function dataOf<T>(answer: unknown): T {
  return (isObject(answer) && 'data' in answer && Object.keys(answer).length === 1 ? answer.data : answer) as T;
}

/** The API's error shape as one line, with its details (which field, what is wrong) after it. */
function errorText(status: number, answer: unknown, what: string): string {
  const error = isObject(answer) && isObject(answer.error) ? answer.error : undefined;
  if (!error || typeof error.message !== 'string') return `${what} failed: HTTP ${status}.`;
  const details = Array.isArray(error.details) ? error.details : [];
  const lines = details.map((d) => (isObject(d) ? [d.file, d.pointer, d.field, d.message].filter((p) => typeof p === 'string' && p).join(' ') : String(d)));
  return [`${error.message}${typeof error.code === 'string' ? ` (${error.code})` : ''}`, ...lines.map((line) => `  ${line}`)].join('\n');
}

export class StaffClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    private readonly baseUrl: string,
    /** Asked for once, on the first call that needs a session. */
    private readonly credentials: () => Promise<Credentials>,
  ) {}

  private rememberCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';', 1)[0]!;
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // An empty value or an expiry in the past is the server clearing the cookie.
      if (value === '' || /;\s*max-age=0\b/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async send(method: Method, path: string, options: RequestOptions): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined || options.jsonText !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const url = new URL(path, this.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: options.jsonText ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    } catch (error) {
      const { cause } = error as { cause?: { code?: string; message?: string } };
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new CliError(`Cannot reach the portal at ${url.origin} (${reason}). Is it running? Set PORTAL_URL to its address.`);
    }
    this.rememberCookies(response);
    const text = await response.text();
    let answer: unknown;
    try {
      answer = text === '' ? undefined : JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (!response.ok) throw new CliError(errorText(response.status, answer, `${method} ${url.pathname}`));
    return answer;
  }

  /** Signs in with the credentials; the session lives in the cookie, the CSRF token in the answer. */
  async signIn(): Promise<void> {
    const { username, password } = await this.credentials();
    const answer = dataOf<{ csrfToken?: unknown }>(await this.send('POST', '/api/staff/login', { body: { username, password } }));
    if (typeof answer?.csrfToken !== 'string') throw new CliError('The portal signed in but sent no CSRF token: is PORTAL_URL the portal?');
    this.csrfToken = answer.csrfToken;
  }

  /** A staff API call, signing in first if need be. */
  async request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
    if (this.csrfToken === undefined) await this.signIn();
    return this.send(method, path, options);
  }

  /** Ends the session, if one was opened; a failure here changes nothing for the user. */
  async signOut(): Promise<void> {
    if (this.csrfToken === undefined) return;
    await this.send('POST', '/api/staff/logout', {}).catch(() => undefined);
    this.csrfToken = undefined;
  }
}
