import { describe, expect, it } from 'vitest';
import { arabicFontBytes, visualRuns } from './pdf-font.js';

describe('pdf font', () => {
  it('orders the words of an Arabic name right to left and keeps numbers left to right', () => {
    expect(visualRuns('يوسف الزدجالي')).toEqual([{ text: 'الزدجالي', rtl: true }, { text: 'يوسف', rtl: true }]);
    expect(visualRuns('سالم P/10/0501 375.113 البلوشي')).toEqual([
      { text: 'البلوشي', rtl: true }, { text: 'P/10/0501 375.113', rtl: false }, { text: 'سالم', rtl: true },
    ]);
    expect(visualRuns('Salim Al Balushi')).toEqual([{ text: 'Salim Al Balushi', rtl: false }]);
  });

  it('ships a TrueType Arabic font', () => {
    const bytes = arabicFontBytes();
    expect(bytes.readUInt32BE(0)).toBe(0x00010000);
  });
});
