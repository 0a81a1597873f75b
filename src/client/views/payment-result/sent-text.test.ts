import { describe, expect, it } from 'vitest';
import { sentText } from './payment-result-view.js';

const t = (key: string) => key.replace('payment.success.', '');

describe('the success page says what was sent', () => {
  it('the spec\'s sentence only when WhatsApp, e-mail and the SMS link all went', () => {
    expect(sentText(['whatsapp', 'email', 'sms'], t)).toBe('sent');
    expect(sentText(['sms', 'whatsapp'], t)).toBe('sentWhatsapp smsAlso');
    expect(sentText(['email', 'sms'], t)).toBe('sentEmail smsAlso');
    expect(sentText(['whatsapp', 'email'], t)).toBe('sentWhatsappEmail');
    expect(sentText(['sms'], t)).toBe('smsOnly');
    expect(sentText([], t)).toBe('sentNone');
  });
});
