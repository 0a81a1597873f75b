// Apart from bidi.tsx: the landing's contact strip needs only this, not the text scanner behind BidiText.
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
