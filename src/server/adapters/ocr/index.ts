// The portal's OCR adapters, built from the OCR_* settings (see src/server/env.ts).
import { createLicenceOcr, createMulkiyaOcr, type LicenceRead, type MulkiyaRead, type OcrVendor } from './ocr-vendors.js';
import type { Env } from '../../env.js';
import type { OcrLogger } from './vendor-client.js';

export { checkUpload, detectMediaType, UploadRejectedError, type CheckedUpload, type UploadMediaType } from './image-check.js';
export { OcrError, type OcrErrorCode, type OcrVendorName } from './ocr-errors.js';
export type { LicenceOcrResult, LicenceRead, MulkiyaOcrResult, MulkiyaRead, OcrVendor } from './ocr-vendors.js';
export { formatRegistrationNumber, parseRegistrationNumber, type PlateRegistration } from './registration-number.js';
export type { OcrImage, OcrLogger } from './vendor-client.js';

/** The settings the adapters read, as src/server/env.ts parses them. */
export type OcrSettings = Pick<
  Env,
  | 'OCR_MULKIYA_BASE_URL' | 'OCR_MULKIYA_USERNAME' | 'OCR_MULKIYA_PASSWORD'
  | 'OCR_LICENCE_BASE_URL' | 'OCR_LICENCE_USERNAME' | 'OCR_LICENCE_PASSWORD' | 'OCR_TIMEOUT_MS'
>;

export interface OcrAdapters {
  mulkiya: OcrVendor<MulkiyaRead>;
  licence: OcrVendor<LicenceRead>;
}

/**
 * An unset base URL means the sandbox vendor on this very server, resolved per call because
 * the port is known only once the server listens.
 */
export function createOcrAdapters(settings: OcrSettings, localBaseUrl: () => string, logger?: OcrLogger): OcrAdapters {
  const base = (configured: string | undefined, vendor: string) =>
    configured ? configured : () => `${localBaseUrl()}/sandbox/ocr/${vendor}`;
  return {
    mulkiya: createMulkiyaOcr({
      baseUrl: base(settings.OCR_MULKIYA_BASE_URL, 'mulkiya'),
      username: settings.OCR_MULKIYA_USERNAME, password: settings.OCR_MULKIYA_PASSWORD,
      timeoutMs: settings.OCR_TIMEOUT_MS, logger,
    }),
    licence: createLicenceOcr({
      baseUrl: base(settings.OCR_LICENCE_BASE_URL, 'licence'),
      username: settings.OCR_LICENCE_USERNAME, password: settings.OCR_LICENCE_PASSWORD,
      timeoutMs: settings.OCR_TIMEOUT_MS, logger,
    }),
  };
}
