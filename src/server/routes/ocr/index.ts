// The card-reading endpoints the browser sends Mulkiya and licence pictures to (spec sections 4
// and 7): the browser never talks to an OCR vendor, never sees a vendor token or host. Pictures
// are checked by their content before a vendor sees them, and answered with the fields the form
// needs only, never the vendor's raw reply.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkUpload, createOcrAdapters, OcrError, UploadRejectedError, type OcrAdapters, type OcrImage, type OcrVendor } from '../../adapters/ocr/index.js';
import { appError, errorResponses } from '../../errors.js';
import { rateLimitClient, windowCounter } from '../../rate-limit/rate-limit.js';

/** A card is read from its two sides (spec section 9: exactly two files or captures). */
export const MAX_CARD_IMAGES = 2;

const text = { type: 'string' } as const;
const mulkiyaAnswer = { type: 'object', required: ['plateNumber', 'plateCode', 'chassis'], properties: { plateNumber: text, plateCode: text, chassis: text } } as const;
const licenceAnswer = { type: 'object', required: ['name', 'licenceNumber'], properties: { name: text, licenceNumber: text } } as const;

/** The pictures of one multipart request, each checked; anything but file parts is refused. */
async function readImages(request: FastifyRequest, maxBytes: number): Promise<OcrImage[]> {
  const images: OcrImage[] = [];
  try {
    // Limits per request: a multipart parser registered higher up may have other defaults.
    const limits = { fileSize: maxBytes, files: MAX_CARD_IMAGES + 1, fields: 0, parts: MAX_CARD_IMAGES + 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') throw appError('BAD_REQUEST', { message: `Unexpected field "${part.fieldname}": send pictures only.` });
      if (images.length === MAX_CARD_IMAGES) throw appError('BAD_REQUEST', { message: `At most ${MAX_CARD_IMAGES} pictures per card.` });
      const bytes = new Uint8Array(await part.toBuffer());
      const { mediaType } = checkUpload(bytes, maxBytes);
      images.push({ bytes, mediaType, fileName: `${part.fieldname}.${mediaType.split('/')[1]}` });
    }
  } catch (error) {
    if (error instanceof UploadRejectedError) throw appError(error.code);
    // @fastify/multipart stops a part at limits.fileSize with its own 413 error.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw appError('PAYLOAD_TOO_LARGE');
    throw error;
  }
  if (images.length === 0) throw appError('BAD_REQUEST', { message: 'Send the pictures of the card as multipart file parts.' });
  return images;
}

/** Reads with one vendor; its OcrError becomes the catalogue code the browser picks its message by. */
async function read<T>(request: FastifyRequest, vendor: OcrVendor<T>, images: OcrImage[]): Promise<T> {
  try {
    // The request's logger: the vendor's "OCR call" lines carry its request id.
    return await vendor.read(images, request.log);
  } catch (error) {
    if (error instanceof OcrError) throw appError(error.code);
    throw error;
  }
}

export interface OcrRoutesOptions {
  /** Tests pass scripted adapters; the portal builds them from its OCR_* settings. */
  adapters?: OcrAdapters;
}

export const ocrRoutes: FastifyPluginAsync<OcrRoutesOptions> = async (app: FastifyInstance, options) => {
  const maxBytes = app.env.UPLOAD_MAX_BYTES;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const adapters = options.adapters ?? createOcrAdapters(app.env, () => app.localBaseUrl(), app.log);
  // Every read is a paid vendor call: one budget per client for both cards (docs/buy-policy.md).
  const perClient = windowCounter(app, 'ocr', app.env.OCR_RATE_PER_MINUTE, 60_000);
  const responses = (ok: object) => ({ 200: ok, ...errorResponses(400, 413, 415, 422, 429, 502) });
  const consumes = ['multipart/form-data'];

  /** Counted before the pictures are read: refused uploads are attempts too. */
  const allow = (request: FastifyRequest) => perClient.take(rateLimitClient(request, app.env.PUBLIC_CLIENT_ID));

  app.post('/api/v1/ocr/mulkiya', { schema: { consumes, response: responses(mulkiyaAnswer) } }, async (request) => {
    await allow(request);
    const { plateNumber, plateCode, chassis } = await read(request, adapters.mulkiya, await readImages(request, maxBytes));
    return { plateNumber, plateCode, chassis };
  });

  app.post('/api/v1/ocr/licence', { schema: { consumes, response: responses(licenceAnswer) } }, async (request) => {
    await allow(request);
    const { name, licenceNumber } = await read(request, adapters.licence, await readImages(request, maxBytes));
    return { name, licenceNumber };
  });
};
