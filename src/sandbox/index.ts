import type { FastifyPluginAsync } from 'fastify';
import { insurerSandbox } from './insurer/index.js';
import { messagingSandbox } from './messaging/index.js';
import { plansFileIn } from './insurer/plans-file.js';
import { ocrSandbox } from './ocr/index.js';
import { paySandbox } from './pay/index.js';
import { trafficSandbox } from './traffic/index.js';

export { SANDBOX_MIGRATIONS_DIR } from './migrations-dir.js';

/**
 * Simulators of the outside systems, mounted under /sandbox when SANDBOX is on. app.ts reaches
 * this module only by a dynamic import, so a production start never loads it (nor pdfkit).
 */
export interface SandboxOptions {
  /** Run by `POST /sandbox/insurer/_reset` after the re-seed (the portal clears its rate limits). */
  onReset?: () => Promise<void>;
  /** The sandbox mail server's smtp:// address, once it listens (the portal's e-mail adapter sends there). */
  onSmtpListening?: (url: string) => void;
}

export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  // Each simulator "issued" the portal the credentials the portal is configured with.
  await app.register(insurerSandbox, {
    prefix: '/insurer',
    username: app.env.INSURER_USERNAME,
    password: app.env.INSURER_PASSWORD,
    // Beside the config tree it stands in for (docs/sandbox-insurer.md, "Plans, add-ons and rating").
    plansFile: plansFileIn(app.env.CONFIG_ROOT),
    onReset: options.onReset,
  });
  await app.register(paySandbox, { prefix: '/pay' });
  await app.register(ocrSandbox, {
    prefix: '/ocr',
    credentials: {
      mulkiya: { username: app.env.OCR_MULKIYA_USERNAME, password: app.env.OCR_MULKIYA_PASSWORD },
      licence: { username: app.env.OCR_LICENCE_USERNAME, password: app.env.OCR_LICENCE_PASSWORD },
    },
  });
  // Simulated customers through a journey (issue 34): POST /sandbox/traffic.
  await app.register(trafficSandbox);
  // Outbox routes sit at /sandbox/outbox(.json); the providers under /sandbox/sms and /sandbox/whatsapp.
  await app.register(messagingSandbox, {
    smsToken: app.env.SMS_GATEWAY_TOKEN,
    whatsappPhoneNumberId: app.env.WHATSAPP_PHONE_NUMBER_ID,
    whatsappToken: app.env.WHATSAPP_ACCESS_TOKEN,
    configRoot: app.env.CONFIG_ROOT,
    ...(options.onSmtpListening ? { onSmtpListening: options.onSmtpListening } : {}),
  });
};
