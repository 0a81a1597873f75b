import type { FastifyPluginAsync } from 'fastify';
import { insurerSandbox } from './insurer/index.js';

/** Simulators of the outside systems, mounted under /sandbox when SANDBOX is on. */
export const sandboxPlugin: FastifyPluginAsync = async (app) => {
  await app.register(insurerSandbox, {
    prefix: '/insurer',
    // The insurer "issued" the portal the credentials the portal is configured with.
    username: app.env.INSURER_USERNAME,
    password: app.env.INSURER_PASSWORD,
  });
  // Payment gateway simulator: once src/sandbox/pay/index.ts exists, register it here:
  //   import { paySandbox } from './pay/index.js';
  //   await app.register(paySandbox, { prefix: '/pay' });
  // OCR simulators likewise under '/ocr'.
};
