// Keys every server process must agree on. Outside the sandbox they are configuration
// (TOKEN_SECRET, DOCUMENT_LINK_SECRET: env.ts refuses to start without them). In the sandbox an
// unset key is made once and kept in the database, so that several sandbox processes on one
// PostgreSQL accept each other's tokens and links, and a restart keeps them valid.
import { createHmac, randomBytes } from 'node:crypto';
import type { Env } from './env.js';
import type { ServerKeysRepository } from './server-keys-repository.js';

/** The key called `name` in server_keys; whichever process asks first makes it. */
export async function sandboxKey(keys: ServerKeysRepository, name: string): Promise<string> {
  const secret = await keys.keep(name, randomBytes(32).toString('hex'));
  if (!secret) throw new Error(`server key ${name} could not be stored`);
  return secret;
}

/** Fills in the sandbox's unset keys (in place: env is the app's own copy). */
export async function resolveServerKeys(env: Env, keys: ServerKeysRepository): Promise<void> {
  if (!env.TOKEN_SECRET) {
    if (!env.SANDBOX) throw new Error('TOKEN_SECRET is required when SANDBOX is off');
    env.TOKEN_SECRET = await sandboxKey(keys, 'token');
  }
  if (!env.DOCUMENT_LINK_SECRET) {
    if (!env.SANDBOX) throw new Error('DOCUMENT_LINK_SECRET is required when SANDBOX is off');
    // Derived, not a second stored key: tests that fix TOKEN_SECRET get one link key with it.
    env.DOCUMENT_LINK_SECRET = createHmac('sha256', env.TOKEN_SECRET).update('document-links').digest('hex');
  }
  // Signed links in messages (renewal reminders): derived like the document links' key, in and
  // outside the sandbox, unless set; rotating TOKEN_SECRET then also ends the links sent.
  if (!env.SIGNED_LINK_SECRET) env.SIGNED_LINK_SECRET = createHmac('sha256', env.TOKEN_SECRET).update('signed-links').digest('hex');
}
