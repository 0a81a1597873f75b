import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepResult } from '../../runtime/outcome.js';

// The real caller stands in for itself by reference: prefetch reads through it, take compares against it.
const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn<(id: string, body: unknown) => Promise<StepResult>>() }));
vi.mock('../../runtime/operations.js', () => ({ callOperation }));

const { brOf, prefetchPaymentResponse, takePaymentResponse } = await import('./payment-response.js');

const answer = (paid: boolean): StepResult => ({ ok: true, response: { data: { paid, mer_param_2: 'Q-1' } } });

afterEach(() => callOperation.mockReset());

describe('payment response read at boot', () => {
  it('reads the reference of the page once, and the result page takes that read', async () => {
    callOperation.mockResolvedValue(answer(true));
    prefetchPaymentResponse('?br=BR-1');
    prefetchPaymentResponse('?br=BR-1');
    expect(callOperation).toHaveBeenCalledTimes(1);
    expect(callOperation).toHaveBeenCalledWith('payment-response', { br: 'BR-1' });
    await expect(takePaymentResponse('BR-1', callOperation)).resolves.toMatchObject({ paid: true });
    expect(callOperation).toHaveBeenCalledTimes(1);
    // Taken once: a later visit of the same reference reads again.
    await takePaymentResponse('BR-1', callOperation);
    expect(callOperation).toHaveBeenCalledTimes(2);
  });

  it('starts nothing without a reference', () => {
    prefetchPaymentResponse('');
    prefetchPaymentResponse('?other=1');
    expect(callOperation).not.toHaveBeenCalled();
    expect(brOf('?br=a%20b&x=1')).toBe('a b');
  });

  it('leaves a read started at boot to the real caller: another caller (the studio preview) reads through itself', async () => {
    callOperation.mockResolvedValue(answer(true));
    prefetchPaymentResponse('?br=BR-2');
    const preview = vi.fn(async () => answer(false));
    await expect(takePaymentResponse('BR-2', preview)).resolves.toMatchObject({ paid: false });
    expect(preview).toHaveBeenCalledWith('payment-response', { br: 'BR-2' });
  });

  it('answers null (the failure page) when the read fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    callOperation.mockResolvedValue({ ok: false, error: new Error('down') } as StepResult);
    prefetchPaymentResponse('?br=BR-3');
    await expect(takePaymentResponse('BR-3', callOperation)).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
