// What the studio shows lives in the address (?partner, ?form, ?journey & ?step, ?keys), so a
// preview can be bookmarked and shared, and the back button works.
export const DEFAULT_PARTNER = 'default';

type Param = 'partner' | 'form' | 'journey' | 'step' | 'keys';

export interface StudioLocation {
  partner: string;
  form: string | null;
  journey: string | null;
  step: string | null;
  showKeys: boolean;
  /** The address with some parameters changed (null removes one). */
  with(changes: Partial<Record<Param, string | null>>): string;
}

/**
 * `partnerScope`: a partner's own staff see their partner only (the server answers 404 for
 * another), whatever the address says.
 */
export function studioLocation(pathname: string, params: URLSearchParams, partnerScope?: string): StudioLocation {
  return {
    partner: partnerScope ?? (params.get('partner') || DEFAULT_PARTNER),
    form: params.get('form'),
    journey: params.get('journey'),
    step: params.get('step'),
    showKeys: params.get('keys') === '1',
    with(changes) {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined) next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
  };
}
