// Spec section 5, "WhatsApp or e-mail, at least one": the summary form's `atLeastOne` rule, which
// a schema cannot say. The page (quote summary) and the server (payment start) ask it here, so
// the two cannot disagree on it.

/** No text in a contact field: only a string with something besides white space counts (unlike isBlank, a number is none). */
const noText = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** Whether the rule names fields and every one of them is without text in `data`. */
export function missingAllOf(fields: readonly string[] | undefined, data: Readonly<Record<string, unknown>>): boolean {
  return !!fields?.length && fields.every((field) => noText(data[field]));
}
