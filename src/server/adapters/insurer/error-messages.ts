/** An error code of schemas/catalog/errors.json plus the values its friendly text needs. */
export interface MappedInsurerMessage {
  code:
    | 'RENEWAL_TOO_EARLY'
    | 'POLICY_EXPIRED'
    | 'POLICY_NUMBER_INVALID'
    | 'LICENCE_NOT_FOUND'
    | 'LICENCE_EXPIRED'
    | 'PAYMENT_FAILED'
    | 'QUOTE_STATUS_INVALID'
    | 'INSURER_ERROR';
  params: Record<string, string>;
}

// Order matters: a licence-expired message also says "expired", so licence rules come first.
const RULES: Array<{ test: RegExp; code: MappedInsurerMessage['code'] }> = [
  { test: /licen[cs]e\b.*\bnot found|رخصة.*غير\s+موجود/i, code: 'LICENCE_NOT_FOUND' },
  { test: /INVALID-LIC_DATE_EXPIRY|licen[cs]e\b.*\bexpired/i, code: 'LICENCE_EXPIRED' },
  { test: /180 days before the policy expiry/i, code: 'RENEWAL_TOO_EARLY' },
  { test: /policy\b.*\bexpired/i, code: 'POLICY_EXPIRED' },
  { test: /invalid policy (number|no)|policy (number|no)\.? .*invalid/i, code: 'POLICY_NUMBER_INVALID' },
  { test: /payment\b.*\bfail/i, code: 'PAYMENT_FAILED' },
  { test: /quote status not valid/i, code: 'QUOTE_STATUS_INVALID' },
];

/** Longest insurer text shown as received; a real message is one short sentence. */
export const MAX_SHOWN_INSURER_MESSAGE = 200;

// What a message is not: a stack trace, an exception dump, a file path, markup, a query.
const NOT_A_MESSAGE = [
  /\bat\s+[\w$.<>]+\s*\(/, // "at com.x.Y.method(" (Java, JS, C#)
  /\b[\w$]+(Exception|Error)\b\s*[:(]/, // "NullPointerException:" "TypeError:"
  /\b[\w-]+\.(java|js|ts|py|cs|php|rb|go):\d+/, // file:line
  /(^|[\s"'(=])(\/[\w.-]+){2,}/, // /usr/local/..., /opt/app/...
  /[A-Za-z]:\\[\w\\.-]+/, // C:\inetpub\...
  /<\/?[A-Za-z!?][^>]*>/, // markup
  /\b(ORA-\d{4,}|SQLSTATE|SQLException|select\s.+\sfrom\s)/i,
  /Traceback \(most recent call last\)/,
];

/**
 * The insurer's errMsg when it may be shown as received (spec section 8): a plain, one-line
 * message of reasonable length. Anything else (an injected stack trace, a dump, markup) is
 * withheld; the caller then shows the generic insurer error text.
 */
export function plainInsurerMessage(errMsg: string): string | undefined {
  const text = errMsg.trim();
  if (text === '' || text.length > MAX_SHOWN_INSURER_MESSAGE) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(text)) return undefined;
  return NOT_A_MESSAGE.some((re) => re.test(text)) ? undefined : text;
}

/**
 * The friendly text of section 8 for an insurer errMsg; unknown messages stay as received
 * under INSURER_ERROR, whose `message` param the browser shows, when they are plain text
 * (plainInsurerMessage); otherwise INSURER_ERROR carries no message and its catalogue text shows.
 */
export function mapInsurerMessage(errMsg: string): MappedInsurerMessage {
  const rule = RULES.find((r) => r.test.test(errMsg));
  if (!rule) {
    const shown = plainInsurerMessage(errMsg);
    return { code: 'INSURER_ERROR', params: shown === undefined ? {} : { message: shown } };
  }
  if (rule.code === 'RENEWAL_TOO_EARLY') {
    const date = /\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{4}-\d{2}-\d{2}/.exec(errMsg)?.[0];
    return { code: rule.code, params: date ? { date } : {} };
  }
  return { code: rule.code, params: {} };
}
