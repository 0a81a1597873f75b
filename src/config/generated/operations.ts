// Generated from schemas/meta/operations.schema.json by `npm run config:types`. Do not edit.

/**
 * Server operations a journey step may call (schemas/catalog/operations.json).
 */
export interface OperationsCatalog {
  /**
   * Relative path to this meta-schema.
   */
  $schema: string;
  /**
   * Operation id -> endpoint of the portal server.
   */
  operations: {
    [k: string]: {
      /**
       * HTTP method.
       */
      method: "GET" | "POST" | "PUT" | "DELETE";
      /**
       * Path of the portal server endpoint.
       */
      path: string;
      /**
       * The body is sent as multipart/form-data.
       */
      multipart?: boolean;
      /**
       * What the operation does (for people reading the catalog).
       */
      description?: string;
    };
  };
}
