import { describe, expect, it } from 'vitest';
import { strictWords } from './meta-validate.js';

describe('strictWords', () => {
  it('says which field and what it lacks, without ajv\'s jargon', () => {
    const said = strictWords('strict mode: missing type "number" for keyword "minimum" at "#/properties/chasisNo" (strictTypes)');
    expect(said).toBe('Field "chasisNo" has the rule "minimum", which needs it to say it is of type "number", and it does not.');
    expect(said).not.toMatch(/strict|draft-07|ajv/i);
    expect(strictWords('strict mode: unknown keyword: "fancy"')).toBe('A part of this form uses "fancy", which a form does not know.');
  });
});
