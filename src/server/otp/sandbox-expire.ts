// Sandbox only (registered by app.ts when SANDBOX is on; production serves no /sandbox route):
// POST /sandbox/one-time-codes/expire ends the calling client's open codes now, as five minutes
// would, so a tester (and the browser tests) can see the expired-code message without waiting.
// The client is the bearer token's, as for the API: it ages no one else's codes.
import type { FastifyPluginAsync } from 'fastify';
import { appError, errorResponses } from '../errors.js';
import { quoteHolder } from '../quotes/quote-binding.js';
import { verifyToken } from '../tokens.js';

export const sandboxCodeControls: FastifyPluginAsync = async (app) => {
  app.post('/sandbox/one-time-codes/expire', {
    schema: {
      hide: true,
      response: {
        200: { type: 'object', additionalProperties: false, required: ['expired'], properties: { expired: { type: 'integer', description: 'Codes ended.' } } },
        ...errorResponses(401),
      },
    },
  }, async (request) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? verifyToken(token, app.env.TOKEN_SECRET) : undefined;
    const holder = claims && quoteHolder({ clientId: claims.sub, sessionId: claims.sid }, app.env.PUBLIC_CLIENT_ID);
    if (!holder) throw appError('UNAUTHORIZED');
    return { expired: await app.otpRepository.expireOpen(holder) };
  });
};
