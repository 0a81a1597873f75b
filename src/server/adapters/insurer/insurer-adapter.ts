import { parseDocumentEntry, type PolicyDocument } from '../../../shared/document-list.js';
import { callInsurer, type InsurerTransportOptions } from './insurer-client.js';
import { InsurerFormatError } from '../../../protocols/insurer/insurer-errors.js';
import type {
  ApprovePolicyRequest,
  ConfirmPackageRequest,
  ConversionRequest,
  CreatePolicyRequest,
  ExpiringPoliciesRequest,
  GetQuoteRequest,
  PlanStatusRequest,
  PolicyDocRequest,
  PolicyDtlsRequest,
  RopRequest,
  TransDtlsRequest,
} from '../../../protocols/insurer/operations.js';
import { mapExpiringPolicies, type ExpiringPolicy } from './expiring-policies.js';
import { mapQuote, type Quote } from './quote-mapping.js';
import { isNode, list, requiredText, text, type XmlNode } from '../../../protocols/insurer/xml-codec.js';

export interface TransDetails {
  /** Company code of the vehicle's current insurer; empty when the insurer does not know it. */
  previousInsurer: string;
  quote: Quote;
}

/** A policy and its holder's mobile on the insurer's record (getPolicyDtls). */
export interface PolicyHolder {
  policyNo: string;
  mobileNo: string;
}

export interface RopStatus {
  statusMsg: string;
}

/** One typed function per insurer operation (spec section 7). errMsg replies throw InsurerError. */
export interface InsurerAdapter {
  getTransDtls(req: TransDtlsRequest): Promise<TransDetails>;
  /** v1 answers the plan chosen at createPolicy; v2 every plan of the product (multiple plans on). */
  getQuote(req: GetQuoteRequest, version: 1 | 2): Promise<Quote>;
  createPolicy(req: CreatePolicyRequest): Promise<{ quoteNo: string }>;
  confirmPackage(req: ConfirmPackageRequest): Promise<{ quoteNo: string; packageId: string; premiumAmt: string }>;
  quoteToPolicyConversion(req: ConversionRequest): Promise<{ quoteNo: string; policyNo: string }>;
  getPolicyDoc(req: PolicyDocRequest): Promise<PolicyDocument[]>;
  getRopResubmissionDtls(req: RopRequest): Promise<RopStatus>;
  getPolicyDtls(req: PolicyDtlsRequest): Promise<PolicyHolder>;
  getPlanStatus(req: PlanStatusRequest): Promise<{ quoteNo: string; status: string }>;
  approvePolicy(req: ApprovePolicyRequest): Promise<{ quoteNo: string; status: string }>;
  /** ASSUMED operation (not in the spec): policies whose cover ends between two Oman days. */
  getExpiringPolicies(req: ExpiringPoliciesRequest): Promise<ExpiringPolicy[]>;
}

function quoteOf(node: XmlNode): Quote {
  const quote = node['quote'];
  if (!isNode(quote)) throw new InsurerFormatError('<quote> is missing');
  requiredText(quote, 'quoteNo');
  return mapQuote(quote);
}

export function createInsurerAdapter(options: InsurerTransportOptions): InsurerAdapter {
  return {
    async getTransDtls(req) {
      const node = await callInsurer(options, 'getTransDtls', { ...req, policyNo: req.policyNo ?? '' });
      return { previousInsurer: text(node, 'previousInsurer') ?? '', quote: quoteOf(node) };
    },
    async getQuote(req, version) {
      return quoteOf(await callInsurer(options, version === 2 ? 'getQuoteV2' : 'getQuote', req));
    },
    async createPolicy(req) {
      const node = await callInsurer(options, 'createPolicy', req);
      return { quoteNo: requiredText(node, 'quoteNo') };
    },
    async confirmPackage(req) {
      const node = await callInsurer(options, 'confirmPackage', req);
      return {
        quoteNo: requiredText(node, 'quoteNo'),
        packageId: requiredText(node, 'packageId'),
        premiumAmt: requiredText(node, 'premiumAmt'),
      };
    },
    async quoteToPolicyConversion(req) {
      const node = await callInsurer(options, 'quoteToPolicyConversion', req);
      return { quoteNo: requiredText(node, 'quoteNo'), policyNo: requiredText(node, 'policyNo') };
    },
    async getPolicyDoc(req) {
      const node = await callInsurer(options, 'getPolicyDoc', req);
      return list(node, 'documentList', 'document').map((item) => {
        const entry = typeof item === 'string' ? parseDocumentEntry(item) : null;
        if (!entry) throw new InsurerFormatError('a <document> is not "label~~url"');
        return entry;
      });
    },
    async getRopResubmissionDtls(req) {
      const node = await callInsurer(options, 'getRopResubmissionDtls', req);
      return { statusMsg: (text(node, 'statusMsg') ?? '').trim() };
    },
    async getPolicyDtls(req) {
      const node = await callInsurer(options, 'getPolicyDtls', req);
      return { policyNo: requiredText(node, 'policyNo'), mobileNo: (text(node, 'mobileNo') ?? '').trim() };
    },
    async getPlanStatus(req) {
      const node = await callInsurer(options, 'getPlanStatus', req);
      return { quoteNo: requiredText(node, 'quoteNo'), status: requiredText(node, 'status') };
    },
    async approvePolicy(req) {
      const node = await callInsurer(options, 'approvePolicy', req);
      return { quoteNo: requiredText(node, 'quoteNo'), status: requiredText(node, 'status') };
    },
    async getExpiringPolicies(req) {
      return mapExpiringPolicies(await callInsurer(options, 'getExpiringPolicies', req));
    },
  };
}
