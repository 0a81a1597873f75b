import { describe, expect, it } from 'vitest';
import { strictSaid } from './meta-validate.js';

describe('strictSaid', () => {
  it('says which field and what it lacks, without ajv\'s jargon', () => {
    const said = strictSaid('strict mode: missing type "number" for keyword "minimum" at "#/properties/chasisNo" (strictTypes)');
    expect(said.en).toBe('Field "chasisNo" has the rule "minimum", which needs it to say it is of type "number", and it does not.');
    expect(said.en).not.toMatch(/strict|draft-07|ajv/i);
    expect(said.ar).toBe('الحقل «\u2068chasisNo\u2069» عليه القاعدة «\u2068minimum\u2069»، وهي تتطلب أن يكون من النوع «\u2068number\u2069»، وهو ليس كذلك.');
    expect(strictSaid('strict mode: unknown keyword: "fancy"').en).toBe('A part of this form uses "fancy", which a form does not know.');
  });
});
