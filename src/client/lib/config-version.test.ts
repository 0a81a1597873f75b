import { describe, expect, it, vi } from 'vitest';
import { configVersionHeaders, noteConfigVersion, onConfigVersionChange, rememberValidatorUrls, validatorUrl } from './config-version.js';

const answer = (version?: string) => ({ headers: new Headers(version ? { 'X-Config-Version': version } : {}) });

describe('config version follow-up', () => {
  it('tells listeners when the tree version changes, not on the first answer nor on a repeat', () => {
    const listener = vi.fn();
    const stop = onConfigVersionChange(listener);
    noteConfigVersion(answer('v1'));
    noteConfigVersion(answer('v1'));
    noteConfigVersion(answer());
    expect(listener).not.toHaveBeenCalled();
    noteConfigVersion(answer('v2'));
    expect(listener).toHaveBeenCalledExactlyOnceWith('v2');
    stop();
    noteConfigVersion(answer('v3'));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('sends back the version the page is on, so the server answers it from that release', () => {
    noteConfigVersion(answer('7'));
    expect(configVersionHeaders()).toEqual({ 'x-config-version': '7' });
  });

  it('remembers the validator URLs the journey answers named', () => {
    rememberValidatorUrls({ 'v-1': '/validators/aaaa.js' });
    rememberValidatorUrls(undefined);
    expect(validatorUrl('v-1')).toBe('/validators/aaaa.js');
    expect(validatorUrl('v-2')).toBeUndefined();
  });
});
