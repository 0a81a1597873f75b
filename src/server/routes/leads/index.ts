import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { registerDocumentRequestLog } from './document-request-log.js';
import { registerLeadCreate } from './lead-create.js';
import { registerLeadUpload } from './lead-upload.js';

/** The spec's lead endpoints (POST and PUT /api/v1/motor/leads) and the policy document request log. */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  // Another plugin may already have registered multipart higher up; limits are set per request anyway.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  registerLeadCreate(app);
  registerLeadUpload(app);
  registerDocumentRequestLog(app);
};
