// Why an OCR read failed, as error codes of schemas/catalog/errors.json, so a route can answer
// with the catalogue's status and the browser can pick the vendor's own message (spec section 8).

export type OcrErrorCode =
  /** The vendor answered 400: the picture could not be read ("try again with a clearer image"). */
  | 'OCR_UNREADABLE'
  /** Anything else: log-in refused, time-out, 5xx, a reply that is not the vendor's JSON. */
  | 'OCR_FAILED'
  /** The pictures were read but the fields the journey needs were not among the results. */
  | 'OCR_MISSING_DATA';

export type OcrVendorName = 'mulkiya' | 'licence';

export class OcrError extends Error {
  override name = 'OcrError';
  constructor(
    readonly code: OcrErrorCode,
    readonly vendor: OcrVendorName,
    message: string,
    /** HTTP status of the vendor's answer, when there was one. */
    readonly vendorStatus?: number,
  ) {
    super(message);
  }
}
