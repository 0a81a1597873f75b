// A recipient as staff see it: enough to tell which contact a message went to, too little to use.
import { maskMobile } from '../otp/one-time-codes.js';

export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0]}•••@${recipient.slice(at + 1)}`;
  return maskMobile(recipient);
}
