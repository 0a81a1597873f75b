// Blank-after-trim, the one test of "nothing entered" (spec section 5): the browser's widget and
// effect rules, the landing's required-while-typing text and the server's form check must agree
// on it, so it is written once here. Tiny and import-free, so the landing carries it cheaply.

/** Undefined, null, or a string of nothing but white space. 0 and false are values. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
