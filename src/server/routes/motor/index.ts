import type { FastifyPluginAsync } from 'fastify';

/** The JSON endpoints a journey calls (schemas/catalog/operations.json); filled in by the insurer integration. */
export const motorRoutes: FastifyPluginAsync = async () => {};
