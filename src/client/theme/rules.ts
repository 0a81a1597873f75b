// The widgets' own rules (e-mail, telephone) are what a form means: src/config/forms/widget-rules.ts,
// checked by the server too. What is left here is only how the page shows things.

/** Size in KB with two decimals, as the upload list shows it. */
export function formatKb(bytes: number): string {
  return (bytes / 1024).toFixed(2);
}
