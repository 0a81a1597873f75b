// Refusals of a proposal whose reason the vehicle's owner of record may be told (issue 24, item 7).
// Only the insurer's messages listed here are ever told, each as an error code whose text is in
// the locales (English and Arabic); an unlisted reason is never shown as received, since it could
// describe someone else's vehicle or carry anything. Everyone else gets QUOTE_NOT_AVAILABLE.
import type { ErrorCode } from '../../errors.js';

export interface OwnerReason {
  code: ErrorCode;
  /** A number the text counts is `count` (a number): the browser's i18next chooses the plural form by it. */
  params: Record<string, string | number>;
  /** The API's English message, the insurer's reason in the portal's words. */
  message: string;
}

const REASONS: Array<{ test: RegExp; reason: (m: RegExpExecArray) => OwnerReason }> = [
  {
    test: /^comprehensive cover is offered only for vehicles up to (\d{1,2}) years old\.?$/i,
    reason: (m) => ({
      code: 'VEHICLE_TOO_OLD_FOR_COVER', params: { count: Number(m[1]) },
      message: `Comprehensive cover is offered only for vehicles up to ${m[1]} years old.`,
    }),
  },
];

/** The listed reason of an insurer refusal, or undefined. */
export function ownerReason(errMsg: string): OwnerReason | undefined {
  for (const { test, reason } of REASONS) {
    const m = test.exec(errMsg.trim());
    if (m) return reason(m);
  }
  return undefined;
}
