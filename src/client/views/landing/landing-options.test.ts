import { describe, expect, it } from 'vitest';
import landing from '../../../../journeys/landing.json';
import { landingOptions, routeLinks } from './landing-options.js';

describe('landing options', () => {
  it('reads the four actions of journeys/landing.json in the spec order', () => {
    const options = landingOptions(landing.steps[0]?.options);
    expect(options.actions.map((a) => [a.selectedOption, a.navigate])).toEqual([
      ['Buy Policy', '/motor-insurance/buy-policy'],
      ['Renew Policy', '/motor-insurance/renew-policy'],
      ['ROP Resubmission', '/motor-insurance/rop-resubmission'],
      ['Pay Premium', '/motor-insurance/pay-premium'],
    ]);
    expect(options.optionField).toBe('selectedOption');
    expect(options.navigationState).toEqual({ name: 'form.name', mobileNumber: 'form.mobileNo', termsAccepted: 'form.acceptPrivacyPolicy', transId: 'response.data' });
    const products = options.menu.find((item) => 'columns' in item);
    expect(products && 'columns' in products ? products.columns.length : 0).toBe(2);
  });

  it('leaves out entries of the wrong shape', () => {
    const options = landingOptions({ actions: [{ id: 'x', label: 'a.b', selectedOption: 7, navigate: '/' }], menu: [{ link: 'aboutUs' }], social: ['x', 1], navigationState: { a: 'form.a', b: 2 } });
    expect(options).toMatchObject({ actions: [], menu: [], social: ['x'], leadOperation: 'lead-create', optionField: '', navigationState: { a: 'form.a' } });
  });

  it('offers Request Policy Document from the lead form, the menu and the footer (journeys/landing.json)', () => {
    const options = landingOptions(landing.steps[0]?.options);
    const route = '/motor-insurance/request-policy-document';
    expect(options.moreActions).toEqual([{ label: 'landing.actions.requestDocument', route }]);
    expect(options.menu.some((item) => 'route' in item && item.route === route)).toBe(true);
    expect(options.footer.customerService.some((item) => item.route === route)).toBe(true);
    expect(routeLinks([{ label: 'a', route: 'https://elsewhere' }, { label: 'b', route: '/x' }])).toEqual([{ label: 'b', route: '/x' }]);
  });
});
