// The page and the server must refuse the same data for the same reason with the same words: both
// are adapters over this folder, and this test drives both adapters (not this folder's functions)
// on generated forms and values. The schema's own keywords are left out: both sides run the same
// compiled JSON Schema; what is compared is every rule beyond it (effects, blank, widget rules) and
// the message each side picks. Every text of the locale is replaced by its own key, so an equal
// message is an equal key.
import fc from 'fast-check';
import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEffects, featuresOf } from '../../client/runtime/effects.js';
import type { PartnerConfig } from '../../client/startup/client-state.js';
import { withChosenWidgets } from '../../client/theme/chosen-widgets.js';
import { withDataRules } from '../../client/theme/data-ui.js';
import { portalErrorSchema, withEffects } from '../../client/theme/portal-rules.js';
import { translateError } from '../../client/theme/translate-errors.js';
import { ruleProblems } from '../../server/forms/check-form.js';
import type { Effect } from '../generated/form.js';
import { loadConfigTree } from '../index.js';
import { partnerById, partnerConfigView, resolveLocale, type ResolvedForm } from '../resolve.js';
import type { ConfigTree } from '../types.js';

const PARTNER = 'default';
const LANGS = ['en', 'ar'] as const;
// Names the locale has texts for (fields.<name>.error.*) beside names it has none for.
const NAMES = ['plateNumber', 'mobileNo', 'civilId', 'vehicleValue', 'alpha', 'beta'];
const ENUM = ['0501', '0502'];
// Keys a form's own `messages` may name: with a text, and without one.
const OWN_KEYS = ['fields.plateNumber.error.invalid', 'error.tel', 'missing.key', 'fields.alpha.error.required'];

type Json = Record<string, unknown>;

/** Every string of a locale replaced by `⟦its key⟧`. */
function keysAsTexts(node: unknown, path: string[] = []): unknown {
  if (typeof node === 'string') return `⟦${path.join('.')}⟧`;
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, keysAsTexts(value, [...path, key])]));
}

// --- generators -------------------------------------------------------------------------------

const kindArb = fc.constantFrom('string', 'number', 'boolean', 'enum');
const fieldArb = fc.record({
  kind: kindArb,
  pattern: fc.boolean(),
  hint: fc.constantFrom(undefined, { 'ui:options': { inputType: 'tel' } }, { 'ui:options': { inputType: 'email' } }, { 'ui:options': { autocomplete: 'tel' } }, 'format-email'),
});
const scalarArb = fc.constantFrom<unknown>('0501', '0502', 'x', ' x ', '9123456789', 'a@b.om', 'not mail', 0, 1, 5000, true, false);
const blankArb = fc.constantFrom<unknown>('', '  ', '\t', null, undefined);
const valueArb = fc.oneof({ arbitrary: blankArb, weight: 2 }, { arbitrary: scalarArb, weight: 3 });

function formArb() {
  return fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 5 }).chain((names) => {
    const name = fc.constantFrom(...names);
    const some = fc.uniqueArray(name, { maxLength: 3 });
    const when = fc.oneof(
      fc.record({ field: name, equals: scalarArb as fc.Arbitrary<string | number | boolean> }),
      fc.record({ field: name, in: fc.array(scalarArb as fc.Arbitrary<string | number | boolean>, { maxLength: 3 }) }),
      fc.record({ field: name }),
      fc.record({ feature: fc.constantFrom('multiplePlans' as const, 'promoCode' as const, 'skipPayment' as const), is: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: ['feature'] }),
      fc.record({ field: name, feature: fc.constantFrom('multiplePlans' as const, 'promoCode' as const) }),
    );
    const then = fc.record({ require: some, hide: some, show: some, clear: some }, { requiredKeys: [] });
    return fc.record({
      names: fc.constant(names),
      fields: fc.array(fieldArb, { minLength: names.length, maxLength: names.length }),
      effects: fc.array(fc.record({ when, then }), { maxLength: 5 }) as fc.Arbitrary<Effect[]>,
      messages: fc.dictionary(name, fc.dictionary(fc.constantFrom('required', 'tel', 'email'), fc.constantFrom(...OWN_KEYS), { maxKeys: 2 }), { maxKeys: 2 }),
      values: fc.dictionary(name, valueArb, { maxKeys: names.length }),
      features: fc.record({ multiplePlans: fc.boolean(), promoCode: fc.boolean(), skipPayment: fc.boolean() }),
      lang: fc.constantFrom(...LANGS),
    });
  });
}

function formOf(names: string[], fields: Array<{ kind: string; pattern: boolean; hint: unknown }>, effects: Effect[], messages: Json): ResolvedForm {
  const properties: Json = {};
  const uiSchema: Json = {};
  names.forEach((name, i) => {
    const { kind, pattern, hint } = fields[i]!;
    const property: Json = kind === 'enum' ? { type: 'string', enum: ENUM } : { type: kind };
    if (kind === 'string' && pattern) property['pattern'] = '\\S';
    if (hint === 'format-email') property['format'] = 'email';
    else if (hint) uiSchema[name] = hint;
    properties[name] = property;
  });
  return { id: 'generated', schema: { $id: 'v-generated', type: 'object', properties }, uiSchema, effects, messages } as unknown as ResolvedForm;
}

// --- the two sides --------------------------------------------------------------------------

interface Verdict {
  field: string;
  keyword: string;
  message: string;
}

/** The page, as SchemaForm and FormStep wire it: effects -> uiSchema -> portalErrorSchema -> translateError. */
function pageVerdict(tree: ConfigTree, texts: i18n, form: ResolvedForm, data: Json): Verdict[] {
  // What GET /api/get/partner/partnerConfig serves the page.
  const partnerConfig = partnerConfigView(partnerById(tree, PARTNER)) as unknown as PartnerConfig;
  const effects = applyEffects(form.effects, data, data, featuresOf(partnerConfig));
  const schema = form.schema as Json;
  const ui = withDataRules(withEffects(withChosenWidgets(schema, form.uiSchema as Json), effects.required, effects.hidden), data);
  const translator = { exists: (key: string) => texts.exists(key), t: (key: string, params?: Json) => texts.t(key, params) };
  const found: Verdict[] = [];
  portalErrorSchema(schema, ui, effects.required, data, (field, keyword) => {
    const message = translateError(translator, form.id, { field, keyword }, form.messages as Record<string, Record<string, string>>);
    found.push({ field: `/${field}`, keyword, message });
    return message;
  });
  return found;
}

// --- the test -------------------------------------------------------------------------------

describe('the page and the server agree on a form', () => {
  let tree: ConfigTree;
  const texts = new Map<string, i18n>();

  beforeAll(async () => {
    tree = await loadConfigTree(process.cwd());
    delete partnerById(tree, PARTNER).text;
    for (const lang of LANGS) {
      const locale = tree.locales[lang]!;
      locale.data = keysAsTexts(locale.data) as typeof locale.data;
      const instance = i18next.createInstance();
      // The page's i18next options (client/lib/i18n.ts).
      await instance.init({
        lng: lang, fallbackLng: false, interpolation: { escapeValue: false }, returnEmptyString: false,
        resources: { [lang]: { translation: resolveLocale(tree, PARTNER, lang) as Json } },
      });
      texts.set(lang, instance);
    }
  });

  it('refuses the same fields for the same rule with the same message key', () => {
    // How often each rule was met, so a generator that stops reaching a rule shows here.
    const met = new Map<string, number>();
    fc.assert(
      fc.property(formArb(), ({ names, fields, effects, messages, values, features, lang }) => {
        partnerById(tree, PARTNER).features = features;
        const form = formOf(names, fields, effects, messages);
        const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
        const page = pageVerdict(tree, texts.get(lang)!, form, { ...data });
        const server = ruleProblems(tree, PARTNER, form, { ...data }, lang);
        expect(page).toEqual(server);
        for (const { keyword, message } of server) {
          met.set(keyword, (met.get(keyword) ?? 0) + 1);
          if (message.startsWith('⟦fields.')) met.set('field message', (met.get('field message') ?? 0) + 1);
          if (OWN_KEYS.includes(message.slice(1, -1))) met.set('own message', (met.get('own message') ?? 0) + 1);
        }
      }),
      { numRuns: 1000 },
    );
    for (const rule of ['required', 'tel', 'email', 'field message', 'own message']) expect(met.get(rule) ?? 0, rule).toBeGreaterThan(10);
  });
});
