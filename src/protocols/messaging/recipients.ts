// How a customer's mobile number travels on the SMS and WhatsApp wires: international digits
// without "+" (Oman's 968 and the 8-digit number), the form both providers take and answer with.

/** "91234567", "+96891234567", "0096891234567" -> "96891234567"; anything else unchanged. */
export function omanMsisdn(mobile: string): string {
  const digits = mobile.replace(/[\s-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  return /^\d{8}$/.test(digits) ? `968${digits}` : digits;
}

/** Mobile numbers in international form, e-mail addresses in lower case: one spelling per person. */
export function recipientKey(to: string): string {
  return to.includes('@') ? to.trim().toLowerCase() : omanMsisdn(to.trim());
}
