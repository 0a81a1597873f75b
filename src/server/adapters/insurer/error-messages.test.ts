import { describe, expect, it } from 'vitest';
import { mapInsurerMessage, MAX_SHOWN_INSURER_MESSAGE, plainInsurerMessage } from './error-messages.js';

describe('plainInsurerMessage (spec section 8: shown as received only when plain)', () => {
  it('keeps a plain one-line message, trimmed', () => {
    expect(plainInsurerMessage('  Vehicle is blacklisted ')).toBe('Vehicle is blacklisted');
    expect(plainInsurerMessage('لا توجد بيانات للمركبة')).toBe('لا توجد بيانات للمركبة');
    expect(plainInsurerMessage('Quote 10/2026/0501/Q/900004 is not payable (code 17).')).toBeDefined();
  });

  it.each([
    ['a Java stack trace', 'java.lang.NullPointerException\n\tat com.insurer.QuoteService.get(QuoteService.java:214)'],
    ['a one-line exception', 'java.sql.SQLException: ORA-00942: table or view does not exist'],
    ['a JS error with a frame', 'TypeError: x is undefined at Object.<anonymous> (/srv/app/index.js:3:9)'],
    ['a file path', 'Cannot open /opt/insurer/conf/b2b.properties'],
    ['a Windows path', 'Error in C:\\inetpub\\b2b\\web.config'],
    ['markup', '<html><body>Internal error</body></html>'],
    ['a control character', 'Vehicle\u0000blacklisted'],
    ['an over-long text', 'x'.repeat(MAX_SHOWN_INSURER_MESSAGE + 1)],
    ['an empty text', '   '],
  ])('withholds %s', (_what, text) => {
    expect(plainInsurerMessage(text)).toBeUndefined();
  });

  it('maps an unknown message that is not plain to INSURER_ERROR without a message', () => {
    expect(mapInsurerMessage('java.lang.IllegalStateException: boom')).toEqual({ code: 'INSURER_ERROR', params: {} });
  });
});
