// The two sandbox OCR vendors, mounted by the sandbox under /sandbox/ocr:
//   /mulkiya/auth  /mulkiya/output_ocr  /licence/auth  /licence/output_ocr
// They answer with the fields carried by the strip of the sample cards (tests/fixtures/cards).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { vendorSim, type VendorCredentials } from './vendor-sim.js';

/** The sandbox vendors' own credentials; the portal's OCR_* settings default to these in sandbox mode. */
export const OCR_SANDBOX_CREDENTIALS = {
  mulkiya: { username: 'sandbox-mulkiya', password: 'sandbox-mulkiya-secret' },
  licence: { username: 'sandbox-licence', password: 'sandbox-licence-secret' },
} as const satisfies Record<string, VendorCredentials>;

export interface OcrSandboxOptions {
  credentials?: { mulkiya?: VendorCredentials; licence?: VendorCredentials };
  /** Lifetime of an issued token (default one hour); tests shorten it to see a re-login. */
  tokenTtlSeconds?: number;
  maxFileBytes?: number;
  now?: () => number;
}

export const ocrSandbox: FastifyPluginAsync<OcrSandboxOptions> = async (app, options) => {
  // The portal may already parse multipart for its own uploads; a second registration would clash.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const common = {
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    maxFileBytes: options.maxFileBytes ?? 10 * 1024 * 1024,
    now: options.now ?? Date.now,
  };
  await app.register(async (vendor) => vendorSim(vendor, {
    ...common,
    credentials: options.credentials?.mulkiya ?? OCR_SANDBOX_CREDENTIALS.mulkiya,
    toResult: (payload) => payload.kind !== 'mulkiya' ? {} : withoutEmpty({
      Chassis: payload.chassis,
      Registration_Number_Eng: payload.plateNumber && payload.plateCode ? `${payload.plateNumber}/${payload.plateCode}` : '',
    }),
  }), { prefix: '/mulkiya' });
  await app.register(async (vendor) => vendorSim(vendor, {
    ...common,
    credentials: options.credentials?.licence ?? OCR_SANDBOX_CREDENTIALS.licence,
    toResult: (payload) => payload.kind !== 'licence' ? {} : withoutEmpty({
      NAME: payload.name,
      LICENSE_NUMBER: payload.licenceNumber,
    }),
  }), { prefix: '/licence' });
};

/** A vendor leaves out what it could not read rather than sending an empty string. */
function withoutEmpty(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}
