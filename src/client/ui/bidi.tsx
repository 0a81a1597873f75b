import { bidiPieces } from './bidi-text.js';

/** A translated text whose identifiers are isolated left to right (alerts, toasts, notices). */
export function BidiText({ text }: { text: string }) {
  return (
    <>
      {bidiPieces(text).map((piece, index) => (piece.ltr ? <bdi key={index} dir="ltr">{piece.text}</bdi> : piece.text))}
    </>
  );
}
