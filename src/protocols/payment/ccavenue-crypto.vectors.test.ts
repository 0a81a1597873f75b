// The portal's cipher against ciphertexts the public CCAvenue PHP kit computed (gateway-vectors.ts):
// both directions, every vector.
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt } from './ccavenue-crypto.js';
import { MISSING_VECTORS_MESSAGE, readGatewayVectors } from './gateway-vectors.js';

const vectors = readGatewayVectors();
if (!vectors) console.warn(MISSING_VECTORS_MESSAGE);

describe.skipIf(!vectors)('the portal cipher against the CCAvenue kit vectors', () => {
  const cases = (vectors ?? []).map((v, i) => ({ ...v, name: `#${i + 1} key ${v.workingKey.slice(0, 6)}…, ${v.plainText.length} chars` }));

  it.each(cases)('encrypts $name to the kit\'s ciphertext', ({ workingKey, plainText, encHex }) => {
    expect(encrypt(plainText, workingKey)).toBe(encHex.toLowerCase());
  });

  it.each(cases)('decrypts $name to the kit\'s plain text', ({ workingKey, plainText, encHex }) => {
    expect(decrypt(encHex, workingKey)).toBe(plainText);
    expect(decrypt(encHex.toUpperCase(), workingKey)).toBe(plainText);
  });
});
