import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { loadConfigTree, resolveForm, type ResolvedForm } from '../../../config/index.js';
import { compiledValidatorUrls } from '../test-validators.js';
import { loadValidators } from '../validators.js';
import { checkLightForm, type LightCheck } from './light-validate.js';

type Texts = Record<string, unknown>;
const lookup = (texts: Texts, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
const translator = (texts: Texts) => ({ exists: (key: string) => typeof lookup(texts, key) === 'string', t: (key: string) => String(lookup(texts, key) ?? key) });

// Real config (schemas/forms/lead.json through the landing step), its server-compiled validator, real texts.
let lead: ResolvedForm;
beforeAll(async () => {
  const tree = await loadConfigTree(process.cwd());
  const step = tree.journeys.landing?.data.steps[0];
  lead = resolveForm(tree, 'default', step?.forms?.[0] ?? '');
  // The module the server compiles and serves for this schema, loaded as the browser loads it.
  await loadValidators(compiledValidatorUrls([lead.schema]));
});

const good = { name: ' Aisha ', mobileNo: '+968 9123 4567', acceptPrivacyPolicy: true, selectedOption: 'Renew Policy' };
/** What the customer reads: the message as drawn. */
const shown = (result: LightCheck, texts: Texts = en) => (result.ok ? result : { ok: false, message: result.message(translator(texts)) });
const check = async (data: Texts, texts: Texts = en) => shown(await checkLightForm(lead, data), texts);

describe('the landing lead form checked by its precompiled validator (spec section 5)', () => {
  it('passes a complete lead', async () => {
    expect(await check(good)).toEqual({ ok: true });
  });

  it('checks name, then mobile, then the privacy box, and shows the first failure', async () => {
    expect(await check({ ...good, name: '  ', mobileNo: '123', acceptPrivacyPolicy: false })).toEqual({ ok: false, message: 'Name is required' });
    expect(await check({ ...good, mobileNo: '123', acceptPrivacyPolicy: false })).toEqual({ ok: false, message: 'Please enter valid oman mobile number.' });
    expect(await check({ ...good, mobileNo: '81234567' })).toEqual({ ok: false, message: 'Please enter valid oman mobile number.' });
    expect(await check({ ...good, mobileNo: ' ' })).toEqual({ ok: false, message: 'Please enter your Mobile Number' });
    expect(await check({ ...good, acceptPrivacyPolicy: false })).toEqual({ ok: false, message: 'Please accept the privacy policy' });
    expect(await check({ ...good, selectedOption: 'Steal' })).toEqual({ ok: false, message: en.landing.errors.option });
  });

  it('answers in Arabic with the Arabic texts', async () => {
    expect(await check({ ...good, name: '' }, ar)).toEqual({ ok: false, message: 'الاسم مطلوب' });
    expect(await check({ ...good, mobileNo: '81234567' }, ar)).toEqual({ ok: false, message: 'يرجى إدخال رقم هاتف نقال عُماني صحيح.' });
  });

  it('refuses, with a plain message, a form that has no precompiled validator', async () => {
    const unknown = { ...lead, schema: { ...lead.schema, $id: 'v-0000000000000000' } } as ResolvedForm;
    expect(shown(await checkLightForm(unknown, good))).toEqual({ ok: false, message: en.ui.form.unavailable });
  });
});
