import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.js';
import { addedState, buildBody, messageText, missingState, navigationState, pickOutcome, readSource } from './outcome.js';

const context = {
  form: { plateNumber: ' 1234 ', plateCode: 'A' },
  tab: 'plateCivil',
  state: { transId: 'T-9', name: 'Salim' },
  response: { quote: { quoteNo: 'Q1' }, message: 'Resubmitted' },
};

describe('journey sources', () => {
  it('reads tab, trimmed form values, state and response paths', () => {
    expect(readSource('tab', context)).toBe('plateCivil');
    expect(readSource('form.plateNumber', context)).toBe('1234');
    expect(readSource('state.transId', context)).toBe('T-9');
    expect(readSource('response.quote.quoteNo', context)).toBe('Q1');
    expect(readSource('response.nothing.here', context)).toBeUndefined();
  });

  it('sends the form data with lookupType and transId when no request map is given', () => {
    expect(buildBody(undefined, context)).toEqual({ plateNumber: '1234', plateCode: 'A', lookupType: 'plateCivil', transId: 'T-9' });
  });

  it('maps the body from sources and leaves empty ones out', () => {
    expect(buildBody({ plateNo: 'form.plateNumber', civilId: 'form.civilId', type: 'tab' }, context)).toEqual({
      plateNo: '1234',
      type: 'plateCivil',
    });
  });

  it('stores navigation state under the last segment', () => {
    expect(navigationState(['response.quote', 'state.transId'], context)).toEqual({ quote: { quoteNo: 'Q1' }, transId: 'T-9' });
  });

  it('lists missing required state', () => {
    expect(missingState(['transId', 'mobileNumber'], { transId: 'x' })).toEqual(['mobileNumber']);
    expect(missingState(['transId'], null)).toEqual(['transId']);
    expect(missingState(undefined, null)).toEqual([]);
    // `a|b`: either is enough (the summary opens with a quote, or with a lookup's handle).
    expect(missingState(['quote|lookup'], { lookup: 'h' })).toEqual([]);
    expect(missingState(['quote|lookup'], { quote: {} })).toEqual([]);
    expect(missingState(['quote|lookup'], { transId: 'x' })).toEqual(['quote|lookup']);
  });

  it('adds only the non-empty values of a goto outcome\'s state', () => {
    const context = { form: {}, state: { lookup: 'h' }, response: { data: { quote: { quoteNo: 'Q1' }, premium: undefined } } };
    expect(addedState(['response.data.quote', 'response.data.premium'], context)).toEqual({ quote: { quoteNo: 'Q1' } });
    expect(addedState(['response.data.quote'], { form: {}, state: {}, response: { data: { verified: true } } })).toEqual({});
  });
});

describe('outcomes', () => {
  const on = { success: { goto: 'next' }, error: { message: 'response' }, QUOTE_STATUS_INVALID: { message: 'errors.QUOTE_STATUS_INVALID' } };
  const failure = (code: string) => ({ ok: false as const, error: new ApiError(code, 'server text', 422) });

  it('picks the listed error code, else error, else success', () => {
    expect(pickOutcome(on, failure('QUOTE_STATUS_INVALID'))).toEqual({ message: 'errors.QUOTE_STATUS_INVALID' });
    expect(pickOutcome(on, failure('INSURER_ERROR'))).toEqual({ message: 'response' });
    expect(pickOutcome(on, { ok: true, response: {} })).toEqual({ goto: 'next' });
  });

  it('shows our translation of an error code, else the server message', () => {
    const translator = { exists: (k: string) => k === 'errors.POLICY_EXPIRED', t: (k: string) => `T(${k})` };
    expect(messageText('response', failure('POLICY_EXPIRED'), translator)).toBe('T(errors.POLICY_EXPIRED)');
    expect(messageText('response', failure('OTHER'), translator)).toBe('server text');
    expect(messageText('response', { ok: true, response: context.response }, translator)).toBe('Resubmitted');
    expect(messageText('ui.x', { ok: true, response: {} }, translator)).toBe('T(ui.x)');
  });

  it('fills the text with the error params, shows a relayed text as received, and translates a keyed answer', () => {
    const translator = {
      exists: (k: string) => k.startsWith('errors.') || k === 'rop.noStatus',
      t: (k: string, p?: Record<string, unknown>) => `T(${k}${p?.date ? ` ${String(p.date)}` : ''})`,
    };
    const early = { ok: false as const, error: new ApiError('RENEWAL_TOO_EARLY', 'x', 422, undefined, { date: '01-02-2026' }) };
    expect(messageText('response', early, translator)).toBe('T(errors.RENEWAL_TOO_EARLY 01-02-2026)');
    const relayed = { ok: false as const, error: new ApiError('INSURER_ERROR', 'No quote found', 422, undefined, { message: 'No quote found' }) };
    expect(messageText('response', relayed, translator)).toBe('No quote found');
    const none = { ok: true as const, response: { kind: 'none', message: 'No status message found.', messageKey: 'rop.noStatus' } };
    expect(messageText('response', none, translator)).toBe('T(rop.noStatus)');
  });

  it('asks for a text with a count with its params: its plural forms exist only for a count (issue 37)', async () => {
    const i18n = (await import('i18next')).default.createInstance();
    await i18n.init({ lng: 'ar', resources: { ar: { translation: { errors: { OLD_one: 'سنة واحدة', OLD_other: '{{count}} سنة' } } } } });
    const translator = { exists: (k: string, p?: Record<string, unknown>) => i18n.exists(k, p), t: (k: string, p?: Record<string, unknown>) => i18n.t(k, p) };
    const old = { ok: false as const, error: new ApiError('OLD', 'server text', 422, undefined, { count: 1 }) };
    expect(messageText('response', old, translator)).toBe('سنة واحدة');
  });
});
