// The classic CCAvenue cipher, as the gateway's own integration kits implement it:
// AES-128-CBC, key = raw MD5 of the working key, a fixed IV 0x00..0x0F, PKCS#7, hex text.
// A fixed IV and no MAC mean this gives secrecy but no integrity: a decrypted message proves
// nothing about who wrote it, which is why every result is confirmed with the status look-up.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const IV = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const BLOCK_BYTES = 16;

export type PaymentCryptoErrorCode = 'invalid-hex' | 'invalid-length' | 'bad-padding' | 'not-utf8' | 'no-key';

/** A ciphertext that cannot be opened; the message never carries the key or the plain text. */
export class PaymentCryptoError extends Error {
  override readonly name = 'PaymentCryptoError';
  constructor(readonly code: PaymentCryptoErrorCode, message: string) {
    super(message);
  }
}

function keyOf(workingKey: string): Buffer {
  if (workingKey.length === 0) throw new PaymentCryptoError('no-key', 'The working key is empty');
  return createHash('md5').update(workingKey, 'utf8').digest();
}

/** Encrypts UTF-8 text to lower-case hex. */
export function encrypt(plainText: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('hex');
}

/** Decrypts hex (either case) to UTF-8 text, or throws a PaymentCryptoError. */
export function decrypt(hex: string, workingKey: string): string {
  const text = hex.trim();
  if (!/^[0-9a-fA-F]*$/.test(text) || text.length % 2 !== 0) {
    throw new PaymentCryptoError('invalid-hex', 'The ciphertext is not hex text');
  }
  const bytes = Buffer.from(text, 'hex');
  if (bytes.length === 0 || bytes.length % BLOCK_BYTES !== 0) {
    throw new PaymentCryptoError('invalid-length', 'The ciphertext is not a whole number of AES blocks');
  }
  const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
  } catch {
    // OpenSSL reports a wrong key, a tampered last block and bad padding alike.
    throw new PaymentCryptoError('bad-padding', 'The ciphertext does not decrypt with this key');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new PaymentCryptoError('not-utf8', 'The decrypted text is not UTF-8');
  }
}
