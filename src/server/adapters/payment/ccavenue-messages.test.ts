import { describe, expect, it } from 'vitest';
import { PaymentCryptoError, decrypt, encrypt } from '../../../protocols/payment/ccavenue-crypto.js';
import { parseFields } from '../../../protocols/payment/ccavenue-fields.js';
import { buildPaymentRequest, parseEncResp } from './ccavenue-messages.js';
import { PaymentRequestError, PaymentResponseError, type PaymentRequestInput } from './payment-gateway.js';

const credentials = { merchantId: 'M1001', accessCode: 'AVTEST01ACCESS', workingKey: 'WK0123456789ABCDEF0123456789ABCD' };
const url = 'https://gateway.example/transaction/transaction.do';
const input: PaymentRequestInput = {
  orderId: 'P2024000123',
  amountBaiza: 105_250,
  quoteNo: '1/2/2024/Q/000123',
  redirectUrl: 'https://portal.example/api/v1/payments/gateway-response',
  cancelUrl: 'https://portal.example/api/v1/payments/gateway-response?cancel=1',
  language: 'ar',
  customer: { name: 'محمد سالم', tel: '96891234567', email: 'a@b.om' },
  merchantParams: { 1: 'default' },
};

describe('encRequest', () => {
  const request = buildPaymentRequest(credentials, url, 'OMR', input);

  it('carries the fields in CCAvenue order, amount in OMR with 3 decimals, quote number in merchant_param2', () => {
    const plain = decrypt(request.encRequest, credentials.workingKey);
    expect(plain.startsWith('merchant_id=M1001&order_id=P2024000123&currency=OMR&amount=105.250&redirect_url=')).toBe(true);
    const fields = parseFields(plain);
    expect(fields).toMatchObject({
      language: 'AR', billing_name: 'محمد سالم', billing_tel: '96891234567',
      merchant_param1: 'default', merchant_param2: '1/2/2024/Q/000123', cancel_url: input.cancelUrl,
    });
    expect(fields.billing_address).toBeUndefined();
  });

  it('gives the browser the access code and ciphertext, never the working key', () => {
    expect(request.accessCode).toBe(credentials.accessCode);
    expect(request.actionUrl).toBe(url);
    expect(JSON.stringify(request)).not.toContain(credentials.workingKey);
    const link = new URL(request.checkoutUrl);
    expect(link.origin + link.pathname).toBe(url);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      command: 'initiateTransaction', encRequest: request.encRequest, access_code: credentials.accessCode,
    });
  });

  it('keeps a path as a path, for the browser to resolve on its own origin', () => {
    const local = buildPaymentRequest(credentials, '/sandbox/pay/transaction', 'OMR', input);
    expect(local.checkoutUrl).toBe(
      `/sandbox/pay/transaction?command=initiateTransaction&encRequest=${local.encRequest}&access_code=${credentials.accessCode}`,
    );
  });

  it('refuses what the gateway would refuse or misread', () => {
    const bad: Array<Partial<PaymentRequestInput>> = [
      { orderId: '1/2/2024/Q/000123' }, { orderId: 'x'.repeat(31) }, { amountBaiza: 0 }, { amountBaiza: 10.5 },
      { currency: 'omr' }, { quoteNo: ' ' }, { redirectUrl: '/relative' }, { cancelUrl: 'javascript:alert(1)' },
    ];
    for (const change of bad) {
      expect(() => buildPaymentRequest(credentials, url, 'OMR', { ...input, ...change })).toThrow(PaymentRequestError);
    }
  });
});

describe('encResp', () => {
  const plain = 'order_id=P2024000123&tracking_id=310000000001&bank_ref_no=123&order_status=Success&failure_message=' +
    '&payment_mode=Credit Card&currency=OMR&amount=105.250&merchant_param2=1/2/2024/Q/000123&trans_date=01/02/2024 10:00:00';

  it('is parsed by field name, with absent fields empty', () => {
    const response = parseEncResp(encrypt(plain, credentials.workingKey), credentials.workingKey);
    expect(response).toMatchObject({
      order_id: 'P2024000123', tracking_id: '310000000001', order_status: 'Success', payment_mode: 'Credit Card',
      amount: '105.250', merchant_param2: '1/2/2024/Q/000123', failure_message: '', card_name: '',
    });
  });

  it('refuses a response under another key, and one without an order id or status', () => {
    expect(() => parseEncResp(encrypt(plain, 'another key'), credentials.workingKey)).toThrow(PaymentCryptoError);
    expect(() => parseEncResp(encrypt('order_id=1', credentials.workingKey), credentials.workingKey)).toThrow(PaymentResponseError);
    expect(() => parseEncResp(encrypt('order_status=Success', credentials.workingKey), credentials.workingKey)).toThrow(
      PaymentResponseError,
    );
  });
});
