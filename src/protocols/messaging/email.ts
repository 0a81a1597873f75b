// What the portal's e-mail carries besides the standard SMTP/MIME fields, so a receiver (the
// sandbox's mail catcher, a provider's logs) can tell which message and language it is.
export const MESSAGE_REF_HEADER = 'X-Portal-Message-Ref';
/** RFC 3282: the language of the text. */
export const LANGUAGE_HEADER = 'Content-Language';
