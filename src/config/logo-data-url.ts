// A partner's logo kept inside its file as a data: URL (a release holds JSON files only, so the
// studio's onboarding cannot add an image under public/). The checker and the studio's upload
// judge it alike: a known image type, at most 100 KB, and bytes that are what the type says.
// Pure code (atob, no Buffer): the browser runs it too.

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const MAX_LOGO_BYTES = 100 * 1024;

export type LogoProblem = 'type' | 'size' | 'content';

const DATA_URL = /^data:(image\/[a-z+]+);base64,([A-Za-z0-9+/]+={0,2})$/;

export const isDataUrl = (logo: string) => logo.startsWith('data:');

/** The first bytes say what the image is; an svg is text that holds an <svg element. */
function looksLike(type: LogoType, bytes: string): boolean {
  switch (type) {
    case 'image/png': return bytes.startsWith('\x89PNG\r\n\x1a\n');
    case 'image/jpeg': return bytes.startsWith('\xff\xd8\xff');
    case 'image/webp': return bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP';
    case 'image/svg+xml': return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(bytes.slice(0, 2048));
  }
}

/** How many bytes a base64 text decodes to. */
export const base64Bytes = (text: string) => Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/** What is wrong with a logo data: URL, or null when it may be shown. */
export function logoDataUrlProblem(url: string): LogoProblem | null {
  const match = DATA_URL.exec(url);
  if (!match || !(LOGO_TYPES as readonly string[]).includes(match[1]!)) return 'type';
  const [, type, data] = match as unknown as [string, LogoType, string];
  if (base64Bytes(data) > MAX_LOGO_BYTES) return 'size';
  let head: string;
  try {
    // 4 KB of base64 are 3 KB of bytes: enough for every signature above.
    head = atob(data.slice(0, 4096).replace(/=+$/, '').slice(0, Math.floor(Math.min(data.length, 4096) / 4) * 4));
  } catch {
    return 'content';
  }
  return looksLike(type, head) ? null : 'content';
}

/** A file chosen for upload, before it is read: type and size from the browser. */
export function logoFileProblem(file: { type: string; size: number }): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > MAX_LOGO_BYTES ? 'size' : null;
}
