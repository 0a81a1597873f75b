// A policy as the customer designated it on a lookup form (issue 24): by its number, or by plate
// and civil ID or mobile. The code screen comes after that form, so the code is asked for, checked
// and required with the same designation; its reference is derived from it alone, so checking a
// code or letting a lookup through never needs the insurer. Civil IDs and mobiles are kept only
// inside an HMAC.
import { createHmac } from 'node:crypto';

export type PolicyDesignation =
  | { policyNo: string }
  | { plateNumber: string; plateCode: string; civilId: string; mobileNo: string };

/** Lookup fields as the lookup forms and the code API name them (empty or absent when not typed). */
export interface DesignationFields {
  policyNo?: string;
  plateNumber?: string;
  plateCode?: string;
  civilId?: string;
  mobileNo?: string;
}

const text = (value: string | undefined) => (value ?? '').trim();
const lastEight = (value: string) => value.replace(/\D/g, '').slice(-8);

/**
 * The policy the fields designate, or undefined when they designate none: a policy number alone,
 * or a plate (number and code) with a civil ID or a mobile, as the lookup forms' tabs send them.
 */
export function designationOf(fields: DesignationFields): PolicyDesignation | undefined {
  const policyNo = text(fields.policyNo);
  const plate = { plateNumber: text(fields.plateNumber), plateCode: text(fields.plateCode), civilId: text(fields.civilId), mobileNo: text(fields.mobileNo) };
  const byPlate = plate.plateNumber !== '' || plate.plateCode !== '' || plate.civilId !== '' || plate.mobileNo !== '';
  if (policyNo) return byPlate ? undefined : { policyNo };
  if (!plate.plateNumber || !plate.plateCode || (!plate.civilId && !plate.mobileNo)) return undefined;
  return plate;
}

/** The code's reference: `policy:<number>`, or `plate:<HMAC of the normalised plate, civil ID and mobile>`. */
export function policyReference(key: string, d: PolicyDesignation): string {
  if ('policyNo' in d) return `policy:${d.policyNo}`;
  const normal = JSON.stringify([d.plateNumber.toUpperCase(), d.plateCode.toUpperCase(), d.civilId, lastEight(d.mobileNo)]);
  return `plate:${createHmac('sha256', key).update(`otp-plate:${normal}`).digest('base64url')}`;
}

/**
 * The mobile shown for a designation the insurer does not know: eight digits from an HMAC of the
 * reference, so a second ask shows the same masked number, as it would for a real policy.
 */
export function decoyMobile(key: string, reference: string): string {
  const n = createHmac('sha256', key).update(`otp-decoy:${reference}`).digest().readUInt32BE(0) % 10_000_000;
  return `9${String(n).padStart(7, '0')}`;
}

/** The insurer's request fields of a designation (getPolicyDtls, getPolicyDoc, getRopResubmissionDtls). */
export function insurerFieldsOf(d: PolicyDesignation) {
  return 'policyNo' in d
    ? { policyNo: d.policyNo, plateNo: '', registrationMark: '', civilId: '', mobileNo: '' }
    : { policyNo: '', plateNo: d.plateNumber, registrationMark: d.plateCode, civilId: d.civilId, mobileNo: d.mobileNo };
}
