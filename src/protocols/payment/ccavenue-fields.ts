// The plain text inside encRequest and encResp: key=value pairs joined with '&'.
// CCAvenue's own kits send the browser form's urlencoded body, so values are percent-encoded
// on the way in; the gateway's responses are mostly raw. Parsing therefore splits on '&' and
// the first '=', then decodes percent escapes where they are well formed and keeps the raw
// text where they are not ('+' is kept as is: we never encode a space that way).

export type GatewayFields = Record<string, string>;

/** order_id as the gateway accepts it; the merchant checks before sending, the gateway on receipt. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;

/** Joins fields in the given order; empty and undefined values are left out. */
export function joinFields(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

function decodeLenient(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Splits key=value&... into fields by name. The first occurrence wins: a raw customer value
 * such as a billing name holding '&order_status=Success' comes after the real status field.
 */
export function parseFields(text: string): GatewayFields {
  const fields: GatewayFields = Object.create(null) as GatewayFields;
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (name in fields) continue;
    fields[name] = decodeLenient(pair.slice(at + 1));
  }
  return fields;
}
