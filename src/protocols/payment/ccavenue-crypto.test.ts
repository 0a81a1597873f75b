import { describe, expect, it } from 'vitest';
import { PaymentCryptoError, decrypt, encrypt } from './ccavenue-crypto.js';

// Vectors computed outside this code, with
//   K=$(printf '%s' "$WORKING_KEY" | openssl md5 -r | cut -c1-32)
//   printf '%s' "$PLAIN" | openssl enc -aes-128-cbc -K $K -iv 000102030405060708090a0b0c0d0e0f | xxd -p
const KEY_A = 'SANDBOXWORKINGKEY0123456789ABCDE'; // md5 a5bee229dbbe11d634351eed6225e743
const KEY_B = 'AB12CD34EF56AB12CD34EF56AB12CD34'; // md5 5882200e0466a6a340f0639fcbc40b51

const vectors: Array<{ name: string; key: string; plain: string; hex: string }> = [
  {
    name: 'a short request',
    key: KEY_A,
    plain: 'order_id=ORD123&amount=12.345&currency=OMR',
    hex: 'a8bdf64b83bd6c34adbdafb2e969b9d7139b061c60aeef82bcdc1403201395af5cb91bc970b9e5be6d6fbabca28cb069',
  },
  {
    name: 'a response with a quote number',
    key: KEY_B,
    plain:
      'order_id=Q0001&tracking_id=310000123456&order_status=Success&amount=105.000&merchant_param2=1/2/2024/Q/000123',
    hex:
      'fb76e9c0f81337df24ca9dfaa1852a78cfb9ad482ff8f97bd387843bda164fcd105b4742acf7c8709ff7df567c5b80cf' +
      '3995f9ab8c8ba750b3ee595e52e7ca2f7375c4ada979460c7e2a81c540785a0dac77dbb283a2ed0fa88e881c12d108dc' +
      '2729e21a8b0a11e5b609b8b832352895',
  },
  { name: 'exactly one block (a whole padding block follows)', key: KEY_B, plain: '0123456789abcdef',
    hex: 'c2c9f83abb8c3ee40b6b6809c38f142e3cf652f41669f5f550a7f57af1cff440' },
  { name: 'Arabic text', key: KEY_B, plain: 'الاسم=محمد',
    hex: '4d768ba48fde741db65541557aa56652fdd951f3cfc13b6eba903ee0523bcedd' },
  { name: 'empty text', key: KEY_B, plain: '', hex: 'b47c83edf70c7b7a20e81f558962c55f' },
];

describe('CCAvenue cipher', () => {
  for (const v of vectors) {
    it(`encrypts ${v.name} to the openssl vector`, () => {
      expect(encrypt(v.plain, v.key)).toBe(v.hex);
    });
    it(`decrypts the openssl vector of ${v.name}`, () => {
      expect(decrypt(v.hex, v.key)).toBe(v.plain);
      expect(decrypt(v.hex.toUpperCase(), v.key)).toBe(v.plain);
    });
  }

  const sample = vectors[1]!;

  function codeOf(fn: () => unknown): string {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(PaymentCryptoError);
      expect(String((error as Error).message)).not.toContain(sample.key);
      return (error as PaymentCryptoError).code;
    }
    throw new Error('expected a PaymentCryptoError');
  }

  it('refuses the wrong working key with a typed error', () => {
    expect(codeOf(() => decrypt(sample.hex, KEY_A))).toBe('bad-padding');
  });

  it('refuses a ciphertext whose last block was changed', () => {
    const last = sample.hex.slice(-2) === '00' ? '01' : '00';
    expect(codeOf(() => decrypt(sample.hex.slice(0, -2) + last, sample.key))).toBe('bad-padding');
  });

  it('refuses a ciphertext whose middle block was changed, though only because the result is not UTF-8', () => {
    // CBC without a MAC: a changed block garbles its own plain text and flips bits in the next.
    // Random bytes are rarely valid UTF-8, so this is caught here, but that is luck, not integrity.
    const bytes = Buffer.from(sample.hex, 'hex');
    bytes[16 + 5] = bytes[16 + 5]! ^ 0x01;
    expect(codeOf(() => decrypt(bytes.toString('hex'), sample.key))).toBe('not-utf8');
  });

  it('rejects text that is not hex, half a byte, or not whole blocks', () => {
    expect(codeOf(() => decrypt('zz' + sample.hex.slice(2), sample.key))).toBe('invalid-hex');
    expect(codeOf(() => decrypt(sample.hex.slice(1), sample.key))).toBe('invalid-hex');
    expect(codeOf(() => decrypt(sample.hex.slice(0, -2), sample.key))).toBe('invalid-length');
    expect(codeOf(() => decrypt('', sample.key))).toBe('invalid-length');
  });

  it('refuses an empty working key rather than encrypting with the MD5 of nothing', () => {
    expect(codeOf(() => encrypt('x', ''))).toBe('no-key');
  });
});
