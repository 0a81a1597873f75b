// GET /validators/<hash>.js: a form's validator as an ES module (src/server/config-live). The
// name is the hash of the code, so an answer never changes and may be cached for ever; the
// journey answer names the URLs (validators). Outside /api: a plain script of this origin,
// which the CSP's script-src 'self' allows, and no token (the code holds only the form's rules).
import type { FastifyPluginAsync } from 'fastify';
import { VALIDATORS_PREFIX } from '../../config/validator-code.js';
import { appError, errorResponses } from '../errors.js';
import { typed } from '../typed-routes.js';

export interface ValidatorRoutesOptions {
  validatorCode(url: string): string | undefined;
}

export const validatorRoutes: FastifyPluginAsync<ValidatorRoutesOptions> = async (app, options) => {
  typed(app).get('/validators/:file', {
    config: { public: true },
    schema: {
      hide: true,
      params: {
        type: 'object', required: ['file'], additionalProperties: false,
        properties: { file: { type: 'string', pattern: '^[0-9a-f]{20}\\.js$' } },
      },
      response: errorResponses(400, 404),
    },
  }, async (request, reply) => {
    const code = options.validatorCode(`${VALIDATORS_PREFIX}${request.params.file}`);
    if (code === undefined) throw appError('NOT_FOUND');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(code);
  });
};
