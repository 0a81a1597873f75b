// What the server and the browser build actually use: a form, journey or locale as one partner
// sees it (partner patches merged, catalogs expanded), and the partner in the spec's field names.
import { mergePatch } from './merge-patch.js';
import { inlineRefs } from './refs.js';
import { validatorIdFor } from './validator-id.js';
import { enumOptions, expandXEnum, type XEnumCatalog } from './x-enum.js';
import type { ConfigTree, FormConfig, JourneyConfig, LocaleFile, PartnerConfig } from './types.js';
import { isObject, type JsonObject } from './types.js';

import { DEFAULT_PARTNER_ID, DEFAULT_SRC_BUS_ID } from './default-partner.js';

export { DEFAULT_PARTNER_ID, DEFAULT_SRC_BUS_ID };

/** Origins compare case-insensitively and without a trailing slash. */
export function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** The partner claiming this origin, else the default partner (the insurer's own site). */
export function partnerForOrigin(tree: ConfigTree, origin: string | undefined): PartnerConfig {
  const wanted = origin ? normalizeOrigin(origin) : '';
  for (const { data } of Object.values(tree.partners)) {
    if (data.origins.some((o) => normalizeOrigin(o) === wanted)) return data;
  }
  return partnerById(tree, DEFAULT_PARTNER_ID);
}

export function partnerById(tree: ConfigTree, partnerId: string): PartnerConfig {
  const entry = tree.partners[partnerId];
  if (!entry) throw new Error(`Unknown partner "${partnerId}": no partners/${partnerId}.json`);
  return entry.data;
}

/** A tab of a resolved form: its uiSchema already includes the form's shared uiSchema. */
export interface ResolvedTab {
  id: string;
  label: string;
  schema: JsonObject & { $id: string };
  uiSchema: JsonObject;
}

export type ResolvedForm = Omit<FormConfig, '$schema' | 'schema' | 'tabs'> & {
  schema?: JsonObject & { $id: string };
  tabs?: ResolvedTab[];
};

/** A config file's content without its `$schema` (editors' business, not the portal's). */
export function withoutSchemaKey<T extends object>(data: T): Omit<T, '$schema'> {
  const { $schema: _meta, ...rest } = data as T & { $schema?: unknown };
  return rest;
}

/**
 * The form with the partner's patch merged, `$ref`s to schemas/common inlined, `x-enum` expanded
 * and a stable `$id` on every schema: what the browser renders, the precompiled validators compile
 * and the server validates.
 */
export function resolveForm(tree: ConfigTree, partnerId: string, formId: string): ResolvedForm {
  const base = tree.forms[formId];
  if (!base) throw new Error(`Unknown form "${formId}": no schemas/forms/${formId}.json`);
  const partner = partnerById(tree, partnerId);
  // A partner's patch may bring its own `$ref`s to schemas/common: inline them after the merge.
  const merged = mergePatch(base.data, partner.overrides?.forms?.[formId] ?? {});
  const form = inlineRefs(merged, base.file, tree.fragments).value as FormConfig;
  const catalogs = { products: tree.catalogs.products.data, plateCodes: tree.catalogs.plateCodes.data };
  const options = (catalog: XEnumCatalog) => enumOptions(catalog, catalogs, partner);
  const shared = isObject(form.uiSchema) ? form.uiSchema : {};
  const expand = (schema: JsonObject, ui: JsonObject) => {
    const out = expandXEnum(schema, ui, options);
    return { schema: { ...out.schema, $id: validatorIdFor(out.schema) }, uiSchema: out.uiSchema };
  };
  const { schema, tabs, ...rest } = withoutSchemaKey(form);
  const resolved: ResolvedForm = { ...rest };
  if (schema) {
    const out = expand(schema, shared);
    resolved.schema = out.schema;
    resolved.uiSchema = out.uiSchema;
  }
  if (tabs) {
    resolved.tabs = tabs.map((tab) => {
      const out = expand(tab.schema, mergePatch(shared, tab.uiSchema ?? {}) as JsonObject);
      return { id: tab.id, label: tab.label, ...out };
    });
  }
  return resolved;
}

/** The journey with the partner's patch merged (arrays such as `steps` are replaced whole). */
export function resolveJourney(tree: ConfigTree, partnerId: string, journeyId: string): Omit<JourneyConfig, '$schema'> {
  const base = tree.journeys[journeyId];
  if (!base) throw new Error(`Unknown journey "${journeyId}": no journeys/${journeyId}.json`);
  const patch = partnerById(tree, partnerId).overrides?.journeys?.[journeyId] ?? {};
  return withoutSchemaKey(mergePatch(base.data, patch) as JourneyConfig);
}

/** The texts of one language with the partner's text overrides merged over them. */
export function resolveLocale(tree: ConfigTree, partnerId: string, lng: string): Omit<LocaleFile, '$schema'> {
  const base = tree.locales[lng];
  if (!base) throw new Error(`Unknown language "${lng}": no locales/${lng}.json`);
  return localeWithOverrides(base.data, partnerById(tree, partnerId), lng);
}

/** One language's locale file as a partner's customers read it (the studio's preview does this on unsaved files too). */
export function localeWithOverrides(locale: LocaleFile, partner: PartnerConfig | undefined, lng: string): Omit<LocaleFile, '$schema'> {
  const overrides = partner?.text?.[lng as 'en' | 'ar'] ?? {};
  return withoutSchemaKey(mergePatch(locale, overrides) as LocaleFile);
}

/** The partner and partner-config records in the field names of the spec (section 3). */
export type PartnerConfigView = {
  PARTNER_ID: string;
  PARTNER_NAME: string;
  LOGO: string | null;
  SHOW_MULTIPLE_PLANS: 0 | 1;
  SRC_BUS_ID: string;
  SHOW_PROMO_CODE: 0 | 1;
  SHOW_SKIP_PAYMENT: 0 | 1;
  HELPLINE: string;
  WHATSAPP: string | null;
  EMAIL: string | null;
  LINKS: Record<string, string>;
  THEME: Record<string, string>;
};

const flag = (value: boolean | undefined, fallback: boolean): 0 | 1 => ((value ?? fallback) ? 1 : 0);

export function partnerConfigView(partner: PartnerConfig): PartnerConfigView {
  return {
    PARTNER_ID: partner.id,
    PARTNER_NAME: partner.name,
    LOGO: partner.logo ?? null,
    SHOW_MULTIPLE_PLANS: flag(partner.features?.multiplePlans, true),
    SRC_BUS_ID: partner.srcBusId ?? DEFAULT_SRC_BUS_ID,
    SHOW_PROMO_CODE: flag(partner.features?.promoCode, true),
    SHOW_SKIP_PAYMENT: flag(partner.features?.skipPayment, false),
    HELPLINE: partner.contact.helpline,
    WHATSAPP: partner.contact.whatsapp ?? null,
    EMAIL: partner.contact.email ?? null,
    LINKS: { ...partner.contact.links },
    THEME: { ...(partner.theme ?? {}) },
  };
}
