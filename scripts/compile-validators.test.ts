import { describe, expect, it } from 'vitest';
import { readGenerated, validatorsModuleCode } from './compile-validators.js';

describe('precompiled validators', () => {
  it('are up to date with the config tree (run `npm run validators` after a schema change)', async () => {
    const generated = await readGenerated();
    expect(generated, 'src/client/theme/.generated/validators.cjs is missing: run npm run validators').not.toBeNull();
    expect(generated === (await validatorsModuleCode()), 'validators.cjs is stale: run npm run validators').toBe(true);
  });
});
