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

/**
 * The friendly text of section 8 for an insurer errMsg; unknown messages stay as received
 * under INSURER_ERROR, whose `message` param the browser shows.
 */
export function mapInsurerMessage(errMsg: string): MappedInsurerMessage {
  const rule = RULES.find((r) => r.test.test(errMsg));
  if (!rule) return { code: 'INSURER_ERROR', params: { message: errMsg } };
  if (rule.code === 'RENEWAL_TOO_EARLY') {
    const date = /\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{4}-\d{2}-\d{2}/.exec(errMsg)?.[0];
    return { code: rule.code, params: date ? { date } : {} };
  }
  return { code: rule.code, params: {} };
}
