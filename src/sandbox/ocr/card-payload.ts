// What a sample card's strip says: the fields an OCR vendor would read off the card, or, for
// the fault card, the HTTP status the simulator should fail with (so a browser test can reach
// the "other failure" message by uploading a picture, without a control channel).
//
// Wire form (UTF-8): one kind letter, then the fields joined by '|'.
//   M<plate number>|<plate code>|<chassis>    L<name>|<licence number>    F<HTTP status>
// An empty field is allowed: it is how the "missing data" card leaves out its chassis.

export type CardPayload =
  | { kind: 'mulkiya'; plateNumber: string; plateCode: string; chassis: string }
  | { kind: 'licence'; name: string; licenceNumber: string }
  | { kind: 'fault'; status: number };

const SEPARATOR = '|';

export function encodePayload(payload: CardPayload): Uint8Array {
  const [letter, fields] =
    payload.kind === 'mulkiya' ? ['M', [payload.plateNumber, payload.plateCode, payload.chassis]]
    : payload.kind === 'licence' ? ['L', [payload.name, payload.licenceNumber]]
    : ['F', [String(payload.status)]];
  for (const field of fields) {
    if (field.includes(SEPARATOR)) throw new Error(`a card field may not contain '${SEPARATOR}': ${field}`);
  }
  return new TextEncoder().encode(letter + fields.join(SEPARATOR));
}

/** The payload, or null for bytes that are not one (a strip of some other design, say). */
export function decodePayload(bytes: Uint8Array): CardPayload | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const fields = text.slice(1).split(SEPARATOR);
  switch (text[0]) {
    case 'M':
      return fields.length === 3
        ? { kind: 'mulkiya', plateNumber: fields[0]!, plateCode: fields[1]!, chassis: fields[2]! }
        : null;
    case 'L':
      return fields.length === 2 ? { kind: 'licence', name: fields[0]!, licenceNumber: fields[1]! } : null;
    case 'F': {
      const status = Number(fields[0]);
      return fields.length === 1 && Number.isInteger(status) && status >= 400 && status <= 599
        ? { kind: 'fault', status }
        : null;
    }
    default:
      return null;
  }
}
