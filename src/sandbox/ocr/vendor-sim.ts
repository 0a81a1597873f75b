// One simulated OCR vendor: POST /auth (username and password -> bearer token with an expiry),
// POST /output_ocr (multipart field fileKey, bearer token) -> the fields read off the picture.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CardPayload } from './card-payload.js';
import { readCard } from './read-card.js';

export interface VendorCredentials {
  username: string;
  password: string;
}

export interface VendorSimOptions {
  credentials: VendorCredentials;
  tokenTtlSeconds: number;
  maxFileBytes: number;
  now: () => number;
  /** The vendor's answer for a strip it recognises; {} when the strip belongs to the other vendor. */
  toResult: (payload: CardPayload) => Record<string, string>;
}

export async function vendorSim(app: FastifyInstance, options: VendorSimOptions): Promise<void> {
  const tokens = new Map<string, number>();

  app.post('/auth', {
    schema: {
      body: {
        type: 'object',
        required: ['username', 'password'],
        properties: { username: { type: 'string' }, password: { type: 'string' } },
      },
    },
  }, async (request, reply) => {
    const { username, password } = request.body as VendorCredentials;
    if (!same(username, options.credentials.username) || !same(password, options.credentials.password)) {
      return reply.code(401).send({ error: 'invalid_credentials', message: 'Wrong username or password.' });
    }
    const now = options.now();
    for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, now + options.tokenTtlSeconds * 1000);
    return { access_token: token, token_type: 'Bearer', expires_in: options.tokenTtlSeconds };
  });

  app.post('/output_ocr', async (request, reply) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]!) : undefined;
    if (expiresAt === undefined || expiresAt <= options.now()) {
      return reply.code(401).send({ error: 'invalid_token', message: 'Missing, unknown or expired token.' });
    }
    if (!request.isMultipart()) {
      return reply.code(400).send({ error: 'bad_request', message: 'Send the image as multipart/form-data.' });
    }
    const bytes = await readFileKey(request, options.maxFileBytes);
    if (bytes === 'too-large') return reply.code(413).send({ error: 'too_large', message: 'Image too large.' });
    if (!bytes) return reply.code(400).send({ error: 'bad_request', message: 'No file in field fileKey.' });
    const reading = readCard(bytes);
    if (reading.outcome === 'unreadable') {
      return reply.code(400).send({ error: 'unreadable_image', message: `Image could not be read (${reading.reason}).` });
    }
    const payload = reading.payload;
    if (payload?.kind === 'fault') {
      return reply.code(payload.status).send({ error: 'simulated_failure', message: 'Failure requested by the card.' });
    }
    return payload ? options.toResult(payload) : {};
  });
}

/** The bytes of the part named fileKey; other parts are drained and ignored. */
async function readFileKey(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<Buffer | 'too-large' | null> {
  let found: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 4, parts: 20 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'fileKey' && !found) found = bytes;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
    throw error;
  }
  return found;
}

function same(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
