import { describe, expect, it } from 'vitest';
import { logoDataUrlProblem, logoFileProblem, MAX_LOGO_BYTES } from './logo-data-url.js';

const b64 = (text: string) => btoa(text);
const png = `data:image/png;base64,${b64('\x89PNG\r\n\x1a\n' + '\0'.repeat(40))}`;
const svg = `data:image/svg+xml;base64,${b64('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')}`;

describe('partner logo as a data: URL', () => {
  it('accepts png, jpeg, webp and svg whose bytes are what their type says', () => {
    expect(logoDataUrlProblem(png)).toBeNull();
    expect(logoDataUrlProblem(svg)).toBeNull();
    expect(logoDataUrlProblem(`data:image/jpeg;base64,${b64('\xff\xd8\xff\xe0' + 'x'.repeat(20))}`)).toBeNull();
    expect(logoDataUrlProblem(`data:image/webp;base64,${b64('RIFF\0\0\0\0WEBPVP8 ')}`)).toBeNull();
  });

  it('refuses another type, a lying type, bad base64 and more than 100 KB', () => {
    expect(logoDataUrlProblem(`data:image/gif;base64,${b64('GIF89a')}`)).toBe('type');
    expect(logoDataUrlProblem(`data:text/html;base64,${b64('<svg>')}`)).toBe('type');
    expect(logoDataUrlProblem('data:image/png,notbase64')).toBe('type');
    expect(logoDataUrlProblem(`data:image/png;base64,${b64('<svg xmlns="x"/>')}`)).toBe('content');
    expect(logoDataUrlProblem(`data:image/svg+xml;base64,${b64('<html><script>1</script></html>')}`)).toBe('content');
    const big = `data:image/png;base64,${b64('\x89PNG\r\n\x1a\n' + '\0'.repeat(MAX_LOGO_BYTES))}`;
    expect(logoDataUrlProblem(big)).toBe('size');
    const justFits = `data:image/png;base64,${b64('\x89PNG\r\n\x1a\n' + '\0'.repeat(MAX_LOGO_BYTES - 8))}`;
    expect(logoDataUrlProblem(justFits)).toBeNull();
  });

  it('judges a chosen file by its type and size before reading it', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(logoFileProblem({ type: 'image/svg+xml', size: MAX_LOGO_BYTES + 1 })).toBe('size');
  });
});
