import { createContext, useContext, type ReactNode } from 'react';

/**
 * The rendered rows of the fields a capture widget owns (its `details`), handed by the object
 * template to the widget so they appear inside its "Enter Details" tab, while the form data
 * stays flat (plateNo, not mulkiya.plateNo) as the spec's form and the journey sources want it.
 */
export const CardDetails = createContext<ReadonlyMap<string, ReactNode>>(new Map());

export function useCardDetails(): ReadonlyMap<string, ReactNode> {
  return useContext(CardDetails);
}
