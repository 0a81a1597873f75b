import { createContext, useContext } from 'react';

/** What our widgets and templates receive through rjsf's formContext. */
export interface PortalFormContext {
  formId: string;
  /** Files chosen or scanned in an upload widget, handed to the journey (OCR, lead upload). */
  onFiles?: (field: string, files: File[]) => void;
  /** Sets several fields at once (a card read fills plate number, code and type together). */
  fill?: (values: Record<string, unknown>) => void;
}

/** Set by the field template once the field lost focus; widgets mark themselves invalid only then. */
export const FieldTouched = createContext(false);

export function useFieldTouched(): boolean {
  return useContext(FieldTouched);
}
