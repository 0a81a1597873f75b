import { bidiPieces } from './bidi-text.js';

/** A translated text whose identifiers are isolated left to right (alerts, toasts, notices). */
export function BidiText({ text }: { text: string }) {
  return (
    <>
      {bidiPieces(text).map((piece, index) => (piece.ltr ? <bdi key={index} dir="ltr">{piece.text}</bdi> : piece.text))}
    </>
  );
}

const SLOT = '\u0000';

/**
 * A translated sentence with one left-to-right value (a phone number) in it: `translate` gets a
 * placeholder for the value, which is then shown isolated and unbroken wherever the language puts it.
 */
export function WithLtrValue({ translate, value }: { translate: (slot: string) => string; value: string }) {
  const [before = '', after = ''] = translate(SLOT).split(SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr" className="nowrap">{value}</bdi>
      {after}
    </>
  );
}
