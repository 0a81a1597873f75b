// formProblems on a loaded tree: effects the server applies like the page, and caches per tree.
import { describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../config/index.js';
import { formProblems } from './check-form.js';

const buy = { mobileNo: '98000008', plateNo: '1007', plateCode: 'D', firstName: 'Said', civilId: '55000008', product: '0502' };

describe('formProblems', () => {
  it("requires what the form's effects require: a plan where the partner offers no plan choice, a value for 0501", async () => {
    const tree = await loadConfigTree(process.cwd());
    expect(formProblems(tree, 'default', 'buy-policy', { ...buy })).toEqual([]);
    expect(formProblems(tree, 'default', 'buy-policy', { ...buy, product: '0501' })).toEqual([
      { field: '/vehicleValue', keyword: 'required', message: 'This field is required' },
    ]);
    tree.partners['default']!.data.features = { ...tree.partners['default']!.data.features, multiplePlans: false };
    expect(formProblems(tree, 'default', 'buy-policy', { ...buy }, 'ar').map((p) => [p.field, p.keyword])).toEqual([['/riskType', 'required']]);
  });

  it('answers from each tree its own rules (a reloaded tree is not served from the old cache)', async () => {
    const before = await loadConfigTree(process.cwd());
    const after = await loadConfigTree(process.cwd());
    const schema = after.forms['buy-policy']!.data.schema as { properties: Record<string, Record<string, unknown>> };
    schema.properties['firstName']!['minLength'] = 5;
    expect(formProblems(before, 'default', 'buy-policy', { ...buy })).toEqual([]);
    expect(formProblems(after, 'default', 'buy-policy', { ...buy }).map((p) => p.keyword)).toEqual(['minLength']);
    expect(formProblems(before, 'default', 'buy-policy', { ...buy })).toEqual([]);
  });

  it("lists problems in the page's order, one per field, with the form's messages", async () => {
    const tree = await loadConfigTree(process.cwd());
    const problems = formProblems(tree, 'default', 'lead', { selectedOption: 'Buy Policy', mobileNo: '7', name: '', acceptPrivacyPolicy: false });
    expect(problems).toEqual([
      { field: '/name', keyword: 'pattern', message: 'Name is required' },
      { field: '/mobileNo', keyword: 'pattern', message: 'Please enter valid oman mobile number.' },
      { field: '/acceptPrivacyPolicy', keyword: 'const', message: 'Please accept the privacy policy' },
    ]);
  });
});
