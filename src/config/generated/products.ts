// Generated from schemas/meta/products.schema.json by `npm run config:types`. Do not edit.

export type AddOn = "medex" | "driver" | "family" | "uae" | "rsa";

/**
 * Products and plans (schemas/catalog/products.json).
 */
export interface ProductsCatalog {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * Insurance products.
   *
   * @minItems 1
   */
  products: [
    {
      /**
       * Insurer product id (e.g. 0501).
       */
      id: string;
      /**
       * Insurer's product name (e.g. Individual Motor - Comprehensive).
       */
      name: string;
      /**
       * i18n key of the label shown to customers.
       */
      label: string;
      /**
       * Whether choosing this product makes the vehicle value required.
       */
      requiresVehicleValue: boolean;
    },
    ...{
      /**
       * Insurer product id (e.g. 0501).
       */
      id: string;
      /**
       * Insurer's product name (e.g. Individual Motor - Comprehensive).
       */
      name: string;
      /**
       * i18n key of the label shown to customers.
       */
      label: string;
      /**
       * Whether choosing this product makes the vehicle value required.
       */
      requiresVehicleValue: boolean;
    }[]
  ];
  /**
   * Plans; each belongs to one product.
   *
   * @minItems 1
   */
  plans: [
    {
      /**
       * Insurer plan id (riskType, e.g. 050013).
       */
      id: string;
      /**
       * Id of the product the plan belongs to.
       */
      product: string;
      /**
       * Insurer's plan name.
       */
      name: string;
      /**
       * i18n key of the label shown to customers.
       */
      label: string;
      /**
       * Cover beyond the basic one, as machine ids the insurer prices: medex = medical expenses (Medex), driver = driver personal accident, family = family personal accident (PAB), uae = Orange Card / UAE cover, rsa = road-side assistance (RSA). The sandbox insurer's amounts: sandbox/insurer-plans.json.
       */
      addOns: AddOn[];
    },
    ...{
      /**
       * Insurer plan id (riskType, e.g. 050013).
       */
      id: string;
      /**
       * Id of the product the plan belongs to.
       */
      product: string;
      /**
       * Insurer's plan name.
       */
      name: string;
      /**
       * i18n key of the label shown to customers.
       */
      label: string;
      /**
       * Cover beyond the basic one, as machine ids the insurer prices: medex = medical expenses (Medex), driver = driver personal accident, family = family personal accident (PAB), uae = Orange Card / UAE cover, rsa = road-side assistance (RSA). The sandbox insurer's amounts: sandbox/insurer-plans.json.
       */
      addOns: AddOn[];
    }[]
  ];
}
