// getExpiringPolicies (an ASSUMED operation: the spec names none; docs/customers.md, "Renewal
// reminders"): the insurer's list of policies whose cover ends in a window of Oman days, mapped to
// what the reminders need. Optional contact fields (e-mail, WhatsApp, language) are absent when the
// insurer does not know them; a policy without its number, expiry or mobile is a format error.
import { InsurerFormatError } from '../../../protocols/insurer/insurer-errors.js';
import { isNode, list, requiredText, text, type XmlNode } from '../../../protocols/insurer/xml-codec.js';

export interface ExpiringPolicy {
  policyNo: string;
  /** Oman wall-clock end of cover as sent, `YYYY-MM-DDTHH:MM:SS`. */
  coverTo: string;
  insuredName: string;
  mobileNo: string;
  email?: string;
  whatsappNo?: string;
  plateNumber: string;
  plateCode: string;
  language?: 'en' | 'ar';
}

const WIRE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;

function optional(node: XmlNode, name: string): string | undefined {
  const value = (text(node, name) ?? '').trim();
  return value && value !== 'N/A' ? value : undefined;
}

function policyOf(item: unknown): ExpiringPolicy {
  if (!isNode(item)) throw new InsurerFormatError('a <policy> has no fields');
  const coverTo = requiredText(item, 'coverToDate').trim();
  if (!WIRE_TIMESTAMP.test(coverTo)) throw new InsurerFormatError('<coverToDate> is not YYYY-MM-DDTHH:MM:SS');
  const language = optional(item, 'language')?.toLowerCase();
  const email = optional(item, 'eMailId');
  const whatsappNo = optional(item, 'whatsappNo');
  return {
    policyNo: requiredText(item, 'policyNo').trim(),
    coverTo,
    insuredName: optional(item, 'insuredName') ?? '',
    mobileNo: requiredText(item, 'mobileNo').trim(),
    ...(email ? { email } : {}),
    ...(whatsappNo ? { whatsappNo } : {}),
    plateNumber: optional(item, 'plateNumber') ?? '',
    plateCode: optional(item, 'plateCode') ?? '',
    ...(language === 'en' || language === 'ar' ? { language } : {}),
  };
}

export function mapExpiringPolicies(node: XmlNode): ExpiringPolicy[] {
  return list(node, 'policyList', 'policy').map(policyOf);
}
