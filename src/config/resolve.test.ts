import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from './load.js';
import { partnerConfigView, partnerForOrigin, resolveForm, resolveJourney, resolveLocale } from './resolve.js';
import type { ConfigTree } from './types.js';
import { validatorIdFor } from './validator-id.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let tree: ConfigTree;
beforeAll(async () => {
  tree = await loadConfigTree(repoRoot);
});

describe('partnerForOrigin', () => {
  it('finds the partner that claims the origin, ignoring case and a trailing slash', () => {
    expect(partnerForOrigin(tree, 'http://partner.localhost:4173').id).toBe('demo-partner');
    expect(partnerForOrigin(tree, 'HTTP://Partner.localhost:8080/').id).toBe('demo-partner');
    expect(partnerForOrigin(tree, 'http://127.0.0.1:8080').id).toBe('default');
  });
  it('falls back to the default partner for an unclaimed or absent origin', () => {
    expect(partnerForOrigin(tree, 'https://elsewhere.example').id).toBe('default');
    expect(partnerForOrigin(tree, undefined).id).toBe('default');
  });
});

describe('resolveForm', () => {
  it('expands x-enum into enum and ui:enumNames, values as labels for plate numbers', () => {
    const form = resolveForm(tree, 'default', 'renew-lookup');
    const tab = form.tabs![0]!;
    const plateCode = (tab.schema.properties as Record<string, Record<string, unknown>>).plateCode!;
    expect(plateCode['x-enum']).toBeUndefined();
    const values = plateCode.enum as string[];
    const labels = (tab.uiSchema.plateCode as Record<string, unknown>)['ui:enumNames'] as string[];
    expect(values.slice(0, 3)).toEqual(['A', 'B', 'D']);
    expect(labels.slice(0, 2)).toEqual(['catalog.plateCodes.A', 'catalog.plateCodes.B']);
    expect(values).toContain('Abu Dhabi');
    expect(values).not.toContain('13');
    expect(values.at(-1)).toBe('999');
    expect(labels.at(-1)).toBe('999');
    expect(labels).toHaveLength(values.length);
    // The shared uiSchema of the form is merged into each tab.
    expect((tab.uiSchema.plateCode as Record<string, unknown>)['ui:placeholder']).toBe('fields.plateCode.placeholder');
  });

  it('gives each tab schema the $id validatorIdFor computes from its expanded content', () => {
    const form = resolveForm(tree, 'default', 'pay-premium-lookup');
    for (const tab of form.tabs!) expect(tab.schema.$id).toBe(validatorIdFor(tab.schema));
    expect(new Set(form.tabs!.map((t) => t.schema.$id)).size).toBe(3);
    expect(resolveForm(tree, 'default', 'pay-premium-lookup').tabs![1]!.schema.$id).toBe(form.tabs![1]!.schema.$id);
  });

  it('applies the partner form patch only for that partner', () => {
    const help = (partnerId: string) => (resolveForm(tree, partnerId, 'renew-lookup').tabs![0]!.uiSchema.plateNumber as Record<string, unknown> | undefined)?.['ui:help'];
    expect(help('demo-partner')).toBe('partners.demo-partner.plateHelp');
    expect(help('default')).toBeUndefined();
  });

  it('names tabs by the lookupType the server expects', () => {
    expect(resolveForm(tree, 'default', 'rop-lookup').tabs!.map((t) => t.id)).toEqual(['plateCivil', 'plateMobile', 'policyNo']);
    expect(resolveForm(tree, 'default', 'renew-lookup').tabs!.map((t) => t.id)).toEqual(['plateCivil', 'plateMobile', 'quoteNo']);
  });
});

describe('resolveJourney and resolveLocale', () => {
  it('returns the journey without its $schema', () => {
    const journey = resolveJourney(tree, 'default', 'renew-policy');
    expect(journey).not.toHaveProperty('$schema');
    expect(journey.steps[0]!.operation).toBe('renewal-lookup');
  });
  it('merges the partner texts over the language', () => {
    const title = (partnerId: string, lng: string) => ((resolveLocale(tree, partnerId, lng).journeys as Record<string, Record<string, string>>)['renew-policy']!).title;
    expect(title('default', 'en')).toBe('Renew Policy');
    expect(title('demo-partner', 'en')).toBe('Renew your Demo Motors policy');
    expect(title('demo-partner', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('partnerConfigView', () => {
  it('gives the spec field names with their defaults', () => {
    const { data } = tree.partners['default']!;
    const bare = { ...data, srcBusId: undefined, features: undefined };
    expect(partnerConfigView(bare)).toMatchObject({ PARTNER_ID: 'default', SHOW_MULTIPLE_PLANS: 1, SRC_BUS_ID: 'CP', SHOW_PROMO_CODE: 1, SHOW_SKIP_PAYMENT: 0, LOGO: null });
    expect(partnerConfigView(tree.partners['demo-partner']!.data)).toMatchObject({
      PARTNER_ID: 'demo-partner', LOGO: '/partners/demo-partner.svg', SHOW_MULTIPLE_PLANS: 0, SHOW_PROMO_CODE: 0, SRC_BUS_ID: 'DMO',
    });
  });
});

describe('resolveForm and shared fragments', () => {
  it('gives the lookup forms with every $ref inlined', () => {
    const form = resolveForm(tree, 'default', 'pay-premium-lookup');
    expect(JSON.stringify(form)).not.toContain('$ref');
    const mobile = form.tabs?.find((t) => t.id === 'plateMobile')?.schema.properties as Record<string, { pattern?: string }>;
    expect(mobile.mobileNo?.pattern).toBe('^(\\s*|[0-9]{10})$');
    expect(mobile.plateNumber?.pattern).toBe('^\\s*([A-Za-z0-9]{2,5})?\\s*$');
  });

  it("inlines a $ref a partner's patch brings, relative to the form's file", () => {
    const partner = structuredClone(tree.partners['default']!);
    partner.data.overrides = { forms: { 'renew-lookup': { tabs: [{ $ref: '../common/lookup.json#/tabs/policyNo' }] } } };
    const patched: ConfigTree = { ...tree, partners: { ...tree.partners, default: partner } };
    const form = resolveForm(patched, 'default', 'renew-lookup');
    expect(form.tabs?.map((t) => t.id)).toEqual(['policyNo']);
    expect(form.tabs?.[0]?.schema.properties).toEqual({ policyNo: { type: 'string', title: 'fields.policyNo.label', pattern: '\\S' } });
  });
});
