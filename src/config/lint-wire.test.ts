// The form as the API contract: what the checker says of staff edits the wire cannot take.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from './load.js';
import { lintWire } from './lint-wire.js';
import type { ConfigTree } from './types.js';

type Json = Record<string, any>;
let pristine: ConfigTree;
beforeAll(async () => {
  pristine = await loadConfigTree(process.cwd());
});
const edited = (change: (tree: Json) => void) => {
  const tree = structuredClone(pristine) as unknown as Json;
  change(tree);
  return lintWire(tree as unknown as ConfigTree);
};
const buyForm = (tree: Json) => tree.forms['buy-policy'].data;
const buyStep = (tree: Json) => tree.journeys['buy-policy'].data.steps[0];
const brief = (issues: ReturnType<typeof lintWire>) => issues.map((i) => [i.file, i.pointer, i.severity ?? 'error']);

describe('lintWire', () => {
  it('finds nothing in the shipped config', () => {
    expect(lintWire(pristine)).toEqual([]);
  });

  it('accepts a number with a range where the insurer wants a text (sent as its decimal text), refuses a checkbox there', () => {
    expect(edited((t) => (buyForm(t).schema.properties.vehicleValue = { type: 'number', minimum: 1000, maximum: 100000 }))).toEqual([]);
    const bool = edited((t) => (buyForm(t).schema.properties.vehicleValue = { type: 'boolean' }));
    expect(brief(bool)).toEqual([['schemas/forms/buy-policy.json', '/schema/properties/vehicleValue/type', 'error']]);
    expect(bool[0]!.message).toMatch(/text in the insurer's XML/);
    const huge = edited((t) => (buyForm(t).schema.properties.vehicleValue = { type: 'integer', maximum: 1e25 }));
    expect(brief(huge)).toEqual([['schemas/forms/buy-policy.json', '/schema/properties/vehicleValue/maximum', 'error']]);
  });

  it('refuses a chassis number made a number, and a plate pattern no real plate number passes (issue 32)', () => {
    const chassis = edited((t) => (buyForm(t).schema.properties.chasisNo = { type: 'number', minimum: 1000 }));
    expect(brief(chassis)).toEqual([['schemas/forms/buy-policy.json', '/schema/properties/chasisNo/type', 'error']]);
    expect(chassis[0]!.message).toMatch(/chassis number.*JTNB11HK0J3000101/);
    const digitsOnly = edited((t) => (buyForm(t).schema.properties.chasisNo = { type: 'string', pattern: '^[0-9]+$' }));
    expect(brief(digitsOnly)).toEqual([['schemas/forms/buy-policy.json', '/schema/properties/chasisNo/pattern', 'error']]);
    const short = edited((t) => (buyForm(t).schema.properties.plateNo = { type: 'string', maxLength: 4 }));
    expect(brief(short)).toEqual([['schemas/forms/buy-policy.json', '/schema/properties/plateNo/maxLength', 'error']]);
    expect(edited((t) => (buyForm(t).schema.properties.chasisNo = { type: 'string', pattern: '^[A-Z0-9]{17}$' }))).toEqual([]);
  });

  it('says where a new field goes: kept but not sent to the insurer when mapped, dropped when not', () => {
    const addField = (t: Json) => (buyForm(t).schema.properties.referralCode = { type: 'string', maxLength: 20 });
    expect(brief(edited(addField))).toEqual([['schemas/forms/buy-policy.json', '/schema/properties/referralCode', 'warning']]);
    const mapped = edited((t) => {
      addField(t);
      buyStep(t).request.referralCode = 'form.referralCode';
    });
    expect(brief(mapped)).toEqual([['journeys/buy-policy.json', '/steps/0/request/referralCode', 'warning']]);
    expect(mapped[0]!.message).toMatch(/keeps it with the lead or quote .* does not send it to the insurer/);
    const uploaded = edited((t) => {
      addField(t);
      buyStep(t).sideEffects[0].request.referralCode = 'form.referralCode';
    });
    expect(brief(uploaded)).toEqual([['journeys/buy-policy.json', '/steps/0/sideEffects/0/request/referralCode', 'warning']]);
  });

  it("says it at the partner's file when a partner's patch breaks the contract", () => {
    const issues = edited((t) => (t.partners['demo-partner'].data.overrides.forms['buy-policy'] = { schema: { properties: { vehicleValue: { type: 'boolean' } } } }));
    expect(brief(issues)).toEqual([['partners/demo-partner.json', '/overrides/forms/buy-policy', 'error']]);
    expect(issues[0]!.message).toMatch(/^With this partner's overrides: .*schemas\/forms\/buy-policy.json at \/schema\/properties\/vehicleValue\/type/);
  });

  it('refuses a renamed key the operation needs, a required field made optional, and a field a refusing wire does not know', () => {
    expect(brief(edited((t) => {
      const { request } = buyStep(t);
      request.mobile = request.mobileNo;
      delete request.mobileNo;
    }))).toContainEqual(['journeys/buy-policy.json', '/steps/0/request', 'error']);
    expect(brief(edited((t) => (buyForm(t).schema.required = buyForm(t).schema.required.filter((f: string) => f !== 'civilId')))))
      .toEqual([['schemas/forms/buy-policy.json', '/schema/required', 'error']]);
    // The documents' log goes with the code step (issue 24), which reads the lookup form before it.
    expect(brief(edited((t) => (t.journeys['request-policy-document'].data.steps[1].sideEffects[0].request.CHANNEL = 'form.plateCode'))))
      .toEqual([['journeys/request-policy-document.json', '/steps/1/sideEffects/0/request/CHANNEL', 'error']]);
  });
});
