// The documents a message's signed link names (docs/customers.md "Policy delivery"): the token
// is the URL's `linkParam`; the server opens it and answers the policy's documents.
import { useEffect, useState } from 'react';
import type { callOperation } from '../../runtime/operations.js';

export type Linked =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'done'; policyNo: string; documents: unknown }
  | { kind: 'failed'; code: string; message: string };

export function useLinkedDocuments(call: typeof callOperation, operation: string | undefined, token: string): Linked {
  const [linked, setLinked] = useState<Linked>(operation && token ? { kind: 'loading' } : { kind: 'none' });
  useEffect(() => {
    if (!operation || !token) return undefined;
    let live = true;
    void call(operation, { token }).then((result) => {
      if (!live) return;
      if (!result.ok) return setLinked({ kind: 'failed', code: result.error.code, message: result.error.message });
      const data = (result.response as { data: { policyNo: string; documents: unknown } }).data;
      setLinked({ kind: 'done', policyNo: data.policyNo, documents: data.documents });
    });
    return () => {
      live = false;
    };
  }, [call, operation, token]);
  return linked;
}
