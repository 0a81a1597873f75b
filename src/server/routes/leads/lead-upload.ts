import type { Multipart } from '@fastify/multipart';
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkUpload, UploadRejectedError } from '../../adapters/ocr/image-check.js';
import { parseOmr } from '../../../protocols/payment/omr-amount.js';
import { AppError, appError, errorResponses } from '../../errors.js';
import { addControlCharsKeyword, withoutControlChars } from '../../plugins/control-chars.js';
import { fieldProblems, wireWords } from '../../plugins/error-handler.js';
import { keepExtraFields } from '../../extra-fields/store.js';
import { operationsAt, sideEffectBindings } from '../../forms/index.js';
import { operationWire } from '../../../config/operation-wire.js';
import { rateLimitClient, windowCounter } from '../../rate-limit/rate-limit.js';

/** The upload's wire (src/config/operation-wire.ts): the one list of its parts, also the config checker's. */
const UPLOAD_WIRE = operationWire('PUT', '/api/v1/motor/leads')!;
/** The image parts: the wire's file fields; each has its column below. */
type ImageField = 'mulkiyaImageFront' | 'mulkiyaImageBack' | 'dlImageFront' | 'dlImageBack';
const IMAGE_FIELDS = Object.keys(UPLOAD_WIRE.fields).filter((name) => UPLOAD_WIRE.fields[name]!.type === 'any') as ImageField[];

/** The text parts of a lead upload (spec section 3), as the wire says; the lookup pages send only some of them. */
export const leadUploadFieldsSchema = {
  type: 'object',
  required: ['transId'],
  // Fields staff map in a journey's side effect that the upload has no column for: kept as extra fields.
  additionalProperties: { type: 'string', maxLength: 1000 },
  properties: {
    ...Object.fromEntries(Object.entries(UPLOAD_WIRE.fields).filter(([, field]) => field.type === 'text').map(([name, field]) => [name, { type: 'string', maxLength: field.maxLength }])),
    // Stricter here than the wire: a lead's id, and a plate as the insurer writes it. A product id is
    // checked in the handler against schemas/catalog/products.json; a vehicle value that is no OMR
    // amount is kept as an extra field.
    transId: { type: 'string', minLength: 1, maxLength: 64 },
    plateNumber: { type: 'string', pattern: '^\\s*[A-Za-z0-9]{0,10}\\s*$' },
  },
};
type Fields = Partial<Record<string, string>>;

const validateFields = addControlCharsKeyword(new Ajv({ allErrors: true })).compile(withoutControlChars(leadUploadFieldsSchema));

interface Received {
  fields: Record<string, string>;
  images: Partial<Record<ImageField, Uint8Array>>;
}

/** Reads every part; images are checked by their bytes (JPEG, PNG, HEIC, PDF) and size. */
async function receive(request: FastifyRequest, maxBytes: number): Promise<Received> {
  const received: Received = { fields: {}, images: {} };
  const parts: AsyncIterableIterator<Multipart> = request.parts({ limits: { fileSize: maxBytes, files: 4, fields: 20, fieldSize: 1024 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (Object.hasOwn(received.fields, part.fieldname)) throw fieldError(part.fieldname, 'duplicate');
      received.fields[part.fieldname] = String(part.value);
      continue;
    }
    if (!(IMAGE_FIELDS as readonly string[]).includes(part.fieldname) || received.images[part.fieldname as ImageField]) {
      part.file.resume();
      throw fieldError(part.fieldname, 'file');
    }
    const bytes = await part.toBuffer();
    try {
      checkUpload(bytes, maxBytes);
    } catch (err) {
      if (err instanceof UploadRejectedError) throw new AppError(err.code, { cause: err });
      throw err;
    }
    received.images[part.fieldname as ImageField] = bytes;
  }
  return received;
}

function fieldError(field: string, keyword: string): AppError {
  return new AppError('VALIDATION_FAILED', { details: [{ field: `/${field}`, keyword, message: `${field} is not accepted here` }] });
}

/** The journey steps whose side effect sends this upload, as the partner's journeys have them. */
const uploadBindings = (request: FastifyRequest) =>
  sideEffectBindings(request.configTree, request.partnerId, operationsAt(request.configTree, 'PUT', '/api/v1/motor/leads'));

/**
 * The parts the wire has no column for, if a journey of the partner maps them into this upload
 * (its side effect's `request`): kept as extra fields. Any other unknown part is refused, as before.
 */
function extraParts(request: FastifyRequest, fields: Record<string, string>): { extras: Record<string, string>; journeyId: string } {
  const known = Object.keys(leadUploadFieldsSchema.properties);
  const unknown = Object.keys(fields).filter((name) => !known.includes(name));
  if (!unknown.length) return { extras: {}, journeyId: '' };
  const bindings = uploadBindings(request);
  const stray = unknown.find((name) => !bindings.some((b) => b.fields.includes(name)));
  if (stray !== undefined) throw fieldError(stray, 'additionalProperties');
  const journeyId = bindings.find((b) => unknown.some((name) => b.fields.includes(name)))!.journeyId;
  const extras = Object.fromEntries(unknown.map((name) => [name, fields[name]!.trim()]).filter(([, value]) => value !== ''));
  return { extras, journeyId };
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** PUT /api/v1/motor/leads (multipart): what the customer entered and uploaded, kept with the lead. */
export function registerLeadUpload(app: FastifyInstance): void {
  // Each upload may carry four 5 MiB images: one budget per client, like the OCR reads.
  const perClient = windowCounter(app, 'lead-upload', app.env.LEAD_UPLOAD_RATE_PER_MINUTE, 60_000);
  app.put(
    '/api/v1/motor/leads',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'integer' } } }, ...errorResponses(400, 401, 404, 413, 415, 429, 507) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      // Counted before the body is read: refused uploads are attempts too.
      await perClient.take(rateLimitClient(request, app.env.PUBLIC_CLIENT_ID));
      const { fields, images } = await receive(request, app.env.UPLOAD_MAX_BYTES);
      if (!validateFields(fields)) throw new AppError('VALIDATION_FAILED', { details: fieldProblems(validateFields.errors ?? [], wireWords(request)) });
      const given = fields as Fields;
      const { extras, journeyId } = extraParts(request, fields);
      const product = given.selectedProduct?.trim();
      // The catalog of the tree this request is answered from (the config may be reloaded while the server runs).
      if (product && !request.configTree.catalogs.products.data.products.some((p) => p.id === product)) throw fieldError('selectedProduct', 'enum');
      const lead = await app.leadsRepository.find(given.transId!.trim());
      // A lead of another partner's site is as unknown here as one that never existed.
      if (!lead || lead.partnerId !== request.partnerId) throw appError('NOT_FOUND');

      const store = app.leadImagesRepository;
      const incoming = Object.values(images).reduce((sum, bytes) => sum + bytes.length, 0);
      if (incoming > 0 && (await store.usedBytes()) + incoming > app.env.UPLOAD_STORE_MAX_BYTES) throw appError('UPLOAD_STORE_FULL');
      // Images first, then the row naming them: should the row fail, the lead simply keeps its
      // latest images (one per kind), which is what it keeps anyway.
      const saved: Partial<Record<ImageField, string>> = {};
      for (const name of IMAGE_FIELDS) {
        const bytes = images[name];
        if (bytes) saved[name] = await store.put(lead.transId, name, bytes, checkUpload(bytes, app.env.UPLOAD_MAX_BYTES).extension);
      }
      const vehicleValue = blankToNull(given.vehicleValue);
      const vehicleValueBaiza = vehicleValue === null ? null : (parseOmr(vehicleValue) ?? null);
      if (vehicleValue !== null && vehicleValueBaiza === null) extras['vehicleValue'] = vehicleValue;
      const uploadId = await app.leadsRepository.addUpload({
        transId: lead.transId,
        partnerId: request.partnerId,
        mulkiyaInputType: blankToNull(given.mulkiyaInputType),
        plateNumber: blankToNull(given.plateNumber)?.toUpperCase() ?? null,
        plateCode: blankToNull(given.plateCode),
        plateType: blankToNull(given.plateType),
        dlInputType: blankToNull(given.dlInputType),
        licenseNo: blankToNull(given.licenseNo),
        fullName: blankToNull(given.fullName),
        selectedProduct: blankToNull(given.selectedProduct),
        vehicleValueBaiza,
        quoteNo: blankToNull(given.quoteNo),
        policyNo: blankToNull(given.policyNo),
        mulkiyaImageFrontPath: saved.mulkiyaImageFront ?? null,
        mulkiyaImageBackPath: saved.mulkiyaImageBack ?? null,
        dlImageFrontPath: saved.dlImageFront ?? null,
        dlImageBackPath: saved.dlImageBack ?? null,
      });
      // A vehicle value kept as typed came from a journey's upload too: the first that sends one.
      const from = journeyId || (Object.keys(extras).length ? (uploadBindings(request).find((b) => b.fields.includes('vehicleValue'))?.journeyId ?? '') : '');
      await keepExtraFields(app, request, { extras, journeyId: from }, { transId: lead.transId, quoteNo: blankToNull(given.quoteNo) });
      return { data: uploadId };
    },
  );
}
