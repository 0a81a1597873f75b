// Issue 24, item 7: a refused proposal tells the vehicle's owner of record why (the insurer says
// whether the civil id typed is the owner's, beside its refusal), in the listed words of the
// locales; anyone else still gets the neutral QUOTE_NOT_AVAILABLE, identical to an unknown plate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsurerError } from '../../adapters/insurer/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ownerRefusal } from './quote-asker.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { LOOKUP_RATE_PER_MINUTE: 1000, LOOKUP_RATE_PER_PLATE_PER_HOUR: 1000 } });
}, 60_000);
afterAll(() => t?.close());

// docs/sandbox-insurer.md: 2002 H is Said's (civil id 12345008, licence 55000008), an 8-year-old SUV;
// Ali (12345012, licence 55000012) has a valid licence but is not its owner.
const comprehensive = (civilId: string, session: string, lang = 'en') =>
  t.app.inject({
    method: 'POST', url: '/api/v1/motor/quotes/new', headers: { authorization: t.bearer(session), 'accept-language': lang },
    payload: { mobileNo: '98000008', firstName: 'Said', plateNo: '2002', plateCode: 'H', civilId, product: '0501', vehicleValue: '9000' },
  });

describe('a proposal refused for the vehicle', () => {
  it("tells the owner of record the insurer's reason, by civil id or licence", async () => {
    for (const civilId of ['12345008', '55000008']) {
      const res = await comprehensive(civilId, `owner-${civilId}`);
      expect(res.statusCode, civilId).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'VEHICLE_TOO_OLD_FOR_COVER', params: { count: 5 }, message: 'Comprehensive cover is offered only for vehicles up to 5 years old.',
      });
    }
  });

  it('tells anyone else the neutral message, the same as for a plate nobody registered', async () => {
    const stranger = await comprehensive('12345012', 'stranger');
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().error.code).toBe('QUOTE_NOT_AVAILABLE');
    expect(stranger.body).not.toMatch(/years old|12345008|Land Cruiser/);
    const unknown = await t.app.inject({
      method: 'POST', url: '/api/v1/motor/quotes/new', headers: { authorization: t.bearer('stranger') },
      payload: { mobileNo: '98000008', firstName: 'Said', plateNo: '9876', plateCode: 'H', civilId: '12345012', product: '0501', vehicleValue: '9000' },
    });
    expect({ ...unknown.json().error, requestId: '' }).toEqual({ ...stranger.json().error, requestId: '' });
  });

  it('shows only listed reasons, never an unknown insurer text, even to the owner', () => {
    expect(ownerRefusal(new InsurerError('createPolicy', 'Comprehensive cover is offered only for vehicles up to 7 years old.', undefined, true)))
      .toMatchObject({ code: 'VEHICLE_TOO_OLD_FOR_COVER', params: { count: 7 } });
    expect(ownerRefusal(new InsurerError('createPolicy', 'Vehicle blacklisted: stolen (case 1234, owner 12345008)', undefined, true))).toBeUndefined();
    expect(ownerRefusal(new InsurerError('createPolicy', 'Comprehensive cover is offered only for vehicles up to 5 years old.', undefined, false))).toBeUndefined();
    expect(ownerRefusal(new InsurerError('createPolicy', 'Comprehensive cover is offered only for vehicles up to 5 years old.'))).toBeUndefined();
  });
});
