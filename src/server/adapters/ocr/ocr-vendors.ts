// The two OCR vendors as the journey needs them: the pictures of one card (front and back) in,
// the fields the form is filled with out (spec sections 3 "OCR results" and 5: a Mulkiya read
// needs Chassis and Registration_Number_Eng, a licence read NAME and LICENSE_NUMBER).
import { OcrError, type OcrVendorName } from './ocr-errors.js';
import { parseRegistrationNumber } from './registration-number.js';
import { OcrVendorClient, type OcrImage, type OcrLogger, type OcrVendorConfig } from './vendor-client.js';

/** What the Mulkiya vendor answers per picture; it leaves out what it could not read. */
export interface MulkiyaOcrResult {
  Chassis?: string;
  /** "<plate number>/<plate code>", see registration-number.ts. */
  Registration_Number_Eng?: string;
  [field: string]: unknown;
}

export interface LicenceOcrResult {
  NAME?: string;
  LICENSE_NUMBER?: string;
  [field: string]: unknown;
}

export interface MulkiyaRead {
  plateNumber: string;
  plateCode: string;
  chassis: string;
  /** The vendor's fields of all pictures merged, first picture first. */
  result: MulkiyaOcrResult;
}

export interface LicenceRead {
  name: string;
  licenceNumber: string;
  result: LicenceOcrResult;
}

export interface OcrVendor<T> {
  /** Reads every picture of one card; throws OcrError. `log`: the asking request's logger (else the adapter's). */
  read(images: OcrImage[], log?: OcrLogger): Promise<T>;
}

export function createMulkiyaOcr(config: Omit<OcrVendorConfig, 'vendor'>): OcrVendor<MulkiyaRead> {
  const client = new OcrVendorClient({ ...config, vendor: 'mulkiya' });
  return {
    async read(images, log) {
      const result: MulkiyaOcrResult = await readAll(client, 'mulkiya', images, log, (merged) => {
        const plate = text(merged.Registration_Number_Eng);
        return text(merged.Chassis) !== '' && parseRegistrationNumber(plate) !== null;
      });
      const plate = parseRegistrationNumber(text(result.Registration_Number_Eng))!;
      return { ...plate, chassis: text(result.Chassis), result };
    },
  };
}

export function createLicenceOcr(config: Omit<OcrVendorConfig, 'vendor'>): OcrVendor<LicenceRead> {
  const client = new OcrVendorClient({ ...config, vendor: 'licence' });
  return {
    async read(images, log) {
      const result: LicenceOcrResult = await readAll(client, 'licence', images, log,
        (merged) => text(merged.NAME) !== '' && text(merged.LICENSE_NUMBER) !== '');
      return { name: text(result.NAME), licenceNumber: text(result.LICENSE_NUMBER), result };
    },
  };
}

/**
 * Sends every picture and merges the answers (a field's first non-empty value wins), since each
 * side of a card carries different fields. Enough fields from the pictures that were read wins
 * over a failure on another; otherwise a non-400 failure says the most (the service is in
 * trouble), then a 400 (the picture), then missing data.
 */
async function readAll(
  client: OcrVendorClient, vendor: OcrVendorName, images: OcrImage[], log: OcrLogger | undefined,
  complete: (merged: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  if (images.length === 0) throw new OcrError('OCR_MISSING_DATA', vendor, `no picture given to ${vendor} OCR`);
  const outcomes = await Promise.allSettled(images.map((image) => client.recognise(image, log)));
  const merged: Record<string, unknown> = {};
  for (const outcome of outcomes) {
    if (outcome.status !== 'fulfilled') continue;
    for (const [field, value] of Object.entries(outcome.value)) {
      if (text(merged[field]) === '' && value !== null && value !== undefined && value !== '') {
        merged[field] = typeof value === 'string' ? value.trim() : value;
      }
    }
  }
  if (complete(merged)) return merged;
  const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  for (const error of errors) if (!(error instanceof OcrError)) throw error;
  const failures = errors as OcrError[];
  const worst = failures.find((e) => e.code === 'OCR_FAILED') ?? failures.find((e) => e.code === 'OCR_UNREADABLE');
  if (worst) throw worst;
  throw new OcrError('OCR_MISSING_DATA', vendor, `${vendor} OCR results lack the required fields`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
