// Communication preferences (spec section 7): how the customer wants the policy sent. Kept as a
// history: each payment start and each call of the spec's endpoint adds one.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface Preferences {
  quoteNo: string;
  licenseNo?: string;
  agentCode?: string;
  /** Whether the customer wants the policy by e-mail / WhatsApp: only with an address to use. */
  byEmail: boolean;
  email: string;
  sms: boolean;
  mobileNo: string;
  byWhatsapp: boolean;
  whatsappNo: string;
}

/** Stores one set of communication preferences, for the request's partner. */
export async function savePreferences(app: FastifyInstance, request: FastifyRequest, p: Preferences): Promise<void> {
  await app.quotesRepository.addPreferences({
    quoteNo: p.quoteNo.trim(), partnerId: request.partnerId, licenseNo: p.licenseNo ?? null, agentCode: p.agentCode ?? null,
    emailYn: p.byEmail && !!p.email, emailId: p.email || null, smsYn: p.sms,
    mobileNo: p.mobileNo, whatsappYn: p.byWhatsapp && !!p.whatsappNo, whatsappNo: p.whatsappNo || null,
  });
}
