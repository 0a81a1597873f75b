import { InsurerFormatError } from '../../../protocols/insurer/insurer-errors.js';
import { isNode, list, text, type XmlNode } from '../../../protocols/insurer/xml-codec.js';

/** One plan offered on a quote (spec section 3). */
// A type, not an interface: a reply typed by its schema takes it (an interface has no index signature).
export type QuotePackage = {
  planId: string;
  plan: string;
  premiumAmt: string;
  coverage: string;
  coverageList: string[];
};

/** The spec's Quote, every value a display string; what the insurer left out is "N/A". */
export interface Quote {
  carName: string;
  modelName: string;
  plateNumber: string;
  plateCode: string;
  modelYear: string;
  chassisNo: string;
  bodyType: string;
  usageType: string;
  vehicleValue: string;
  insuredName: string;
  civilId: string;
  age: string;
  quoteNo: string;
  policyNo: string;
  previousPolicyNo: string;
  coverFromDate: string;
  coverToDate: string;
  quoteStatus: string;
  product: string;
  prodId: string;
  productType: string;
  mobileNo: string;
  eMailId: string;
  whatsappNo: string;
  isTransConfirmPlan: string;
  transId: string;
  promoCode: string;
  error: string;
  packages: QuotePackage[];
}

export const NOT_AVAILABLE = 'N/A';

const TEXT_FIELDS = [
  'carName', 'modelName', 'plateNumber', 'plateCode', 'modelYear', 'chassisNo', 'bodyType', 'usageType',
  'vehicleValue', 'insuredName', 'civilId', 'age', 'quoteNo', 'policyNo', 'previousPolicyNo', 'quoteStatus',
  'product', 'prodId', 'productType', 'mobileNo', 'eMailId', 'whatsappNo', 'isTransConfirmPlan', 'transId',
  'promoCode',
] as const;

function orNA(value: string | undefined): string {
  return value === undefined || value.trim() === '' ? NOT_AVAILABLE : value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Insurer dates (ISO `YYYY-MM-DDTHH:MM:SS`, or with a space, or date only) shown as
 * `DD-MM-YYYY HH:MM:SS`: blank when empty, N/A when not a real date. Read as written
 * (no time-zone shift): the insurer's clock is Oman's and so is the customer's.
 */
export function formatInsurerDate(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/.exec(raw.trim());
  if (!m) return NOT_AVAILABLE;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '00', m[5] ?? '00', m[6] ?? '00'].map(Number) as [
    number, number, number, number, number, number,
  ];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real =
    probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  if (!real) return NOT_AVAILABLE;
  return `${pad(d)}-${pad(mo)}-${y} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

export function splitCoverage(coverage: string): string[] {
  return coverage
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function mapPackage(value: unknown): QuotePackage {
  if (!isNode(value)) throw new InsurerFormatError('<package> should hold plan elements');
  const coverage = text(value, 'coverage') ?? '';
  return {
    planId: orNA(text(value, 'planId')),
    plan: orNA(text(value, 'plan')),
    premiumAmt: orNA(text(value, 'premiumAmt')),
    coverage: orNA(coverage),
    coverageList: splitCoverage(coverage),
  };
}

/** Maps a `<quote>` element into the spec's Quote. */
export function mapQuote(node: XmlNode): Quote {
  const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, orNA(text(node, name))])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...fields,
    coverFromDate: formatInsurerDate(text(node, 'coverFromDate')),
    coverToDate: formatInsurerDate(text(node, 'coverToDate')),
    error: orNA(text(node, 'errMsg')),
    packages: list(node, 'packages', 'package').map(mapPackage),
  };
}

/** The quote number inside an "Active quote ..." message (section 8: digits/digits/digits/Q/6 digits). */
export function extractActiveQuoteNo(errMsg: string): string | null {
  if (!/active quote/i.test(errMsg)) return null;
  return /\b\d+\/\d+\/\d+\/Q\/\d{6}\b/.exec(errMsg)?.[0] ?? null;
}
