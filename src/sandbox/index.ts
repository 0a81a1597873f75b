import type { FastifyPluginAsync } from 'fastify';

/** Simulators of the outside systems, mounted under /sandbox when SANDBOX is on. */
export const sandboxPlugin: FastifyPluginAsync = async () => {};
