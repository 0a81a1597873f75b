// The portal's OCR adapters, built from the OCR_* settings (see src/server/env.ts).
import { createLicenceOcr, createMulkiyaOcr, type LicenceRead, type MulkiyaRead, type OcrVendor } from './ocr-vendors.js';
import type { OcrLogger } from './vendor-client.js';

export { checkUpload, detectMediaType, UploadRejectedError, type CheckedUpload, type UploadMediaType } from './image-check.js';
export { OcrError, type OcrErrorCode, type OcrVendorName } from './ocr-errors.js';
export type { LicenceOcrResult, LicenceRead, MulkiyaOcrResult, MulkiyaRead, OcrVendor } from './ocr-vendors.js';
export { formatRegistrationNumber, parseRegistrationNumber, type PlateRegistration } from './registration-number.js';
export type { OcrImage, OcrLogger } from './vendor-client.js';

/** The settings the adapters read; the portal's Env has them (structurally, so either can change first). */
export interface OcrSettings {
  OCR_MULKIYA_BASE_URL?: string;
  OCR_MULKIYA_USERNAME: string;
  OCR_MULKIYA_PASSWORD: string;
  OCR_LICENCE_BASE_URL?: string;
  OCR_LICENCE_USERNAME: string;
  OCR_LICENCE_PASSWORD: string;
  OCR_TIMEOUT_MS: number;
}

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
