// `"x-enum"` lets a form name a catalog instead of copying its values, so a new plan or plate
// code is added in one place. Expansion happens when a form is resolved for a partner.
import type { PartnerConfig, PlateCodesCatalog, ProductsCatalog } from './types.js';
import { isObject, type JsonObject } from './types.js';

export const X_ENUM_CATALOGS = ['plateCodes', 'products', 'plans'] as const;
export type XEnumCatalog = (typeof X_ENUM_CATALOGS)[number];

export interface EnumOptions {
  values: string[];
  /** i18n label keys; the value itself where the value is its own label (plate numbers). */
  labels: string[];
  /** Per value, the value it belongs to (a plan's product), for a select filtered by another field. */
  parents?: string[];
}

export function enumOptions(
  catalog: XEnumCatalog,
  catalogs: { products: ProductsCatalog; plateCodes: PlateCodesCatalog },
  partner?: Pick<PartnerConfig, 'plans'>,
): EnumOptions {
  switch (catalog) {
    case 'plateCodes':
      return {
        values: catalogs.plateCodes.codes.map((c) => c.value),
        labels: catalogs.plateCodes.codes.map((c) => c.label ?? c.value),
      };
    case 'products':
      return { values: catalogs.products.products.map((p) => p.id), labels: catalogs.products.products.map((p) => p.label) };
    case 'plans': {
      const offered = partner?.plans ? new Set(partner.plans) : undefined;
      const plans = catalogs.products.plans.filter((p) => !offered || offered.has(p.id));
      return { values: plans.map((p) => p.id), labels: plans.map((p) => p.label), parents: plans.map((p) => p.product) };
    }
  }
}

/**
 * Replaces every `x-enum` below `schema.properties` (nested objects and array items included)
 * with `enum`, and puts `ui:enumNames` at the same place in the uiSchema. Returns new objects.
 */
export function expandXEnum(
  schema: JsonObject,
  uiSchema: JsonObject,
  options: (catalog: XEnumCatalog) => EnumOptions,
): { schema: JsonObject; uiSchema: JsonObject } {
  const outSchema = structuredClone(schema);
  const outUi = structuredClone(uiSchema);
  walk(outSchema, outUi, options);
  return { schema: outSchema, uiSchema: outUi };
}

function walk(node: JsonObject, ui: JsonObject, options: (catalog: XEnumCatalog) => EnumOptions): void {
  const xEnum = node['x-enum'];
  if (typeof xEnum === 'string') {
    const { values, labels, parents } = options(xEnum as XEnumCatalog);
    delete node['x-enum'];
    node.enum = values;
    ui['ui:enumNames'] = labels;
    if (parents) ui['ui:enumParents'] = parents;
  }
  if (isObject(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (!isObject(child)) continue;
      const childUi = isObject(ui[name]) ? ui[name] : {};
      walk(child, childUi, options);
      if (Object.keys(childUi).length > 0) ui[name] = childUi;
    }
  }
  if (isObject(node.items)) {
    const itemsUi = isObject(ui.items) ? ui.items : {};
    walk(node.items, itemsUi, options);
    if (Object.keys(itemsUi).length > 0) ui.items = itemsUi;
  }
}
